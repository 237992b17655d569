import { z } from 'zod';
import { languageSchema } from './language';
import { ATTENDANCE_STATUSES } from '../constants';
import { idNumber, requiredText } from './common';

/** The student and parent side (issue 50): texts the server answers with. */
export const FAMILY_MESSAGES = {
  codeSent: 'If this number is on record, a code has been sent.',
  codeWrong: 'The code is wrong or has expired. Ask for a new code.',
  closed: 'Students and parents cannot sign in here yet: the department has not opened this side.',
  sideClosed: 'Your department has closed the student and parent side. Please sign in again later.',
  signInRequired: 'Please sign in with your register number or phone number.',
  staffOnly: 'Students and parents cannot use staff pages.',
  familyOnly: 'This page is for students and parents.',
  notYourChild: 'This student is not one of yours.',
  tooManyCodesPhone: 'Too many codes for this phone today. Please try again tomorrow.',
  tooManyCodesCampus: 'Too many codes are being sent right now. Please try again in an hour.',
  logOnly: 'codes go to the server log: for trying it out only',
  sessionsEnded: 'Sessions of this phone ended.',
  passkeyUnknown: 'This passkey is not recognised here. Sign in with a code sent to your phone.',
  passkeyOtherPhone:
    'This passkey was added for a phone number no longer on record. Sign in with a code, then add a passkey again.',
} as const;

export const FAMILY_KINDS = ['student', 'parent'] as const;
export type FamilyKind = (typeof FAMILY_KINDS)[number];
const familyKind = z.enum(FAMILY_KINDS, { error: 'must be student or parent' });

/** Student: the register number; parent: the parent phone number on record. */
export const familyCodeBody = z.object({
  who: familyKind,
  login: requiredText(40),
  captchaToken: z.string().max(2000).optional(),
  captchaAnswer: z.string().max(50).optional(),
});
export type FamilyCodeBody = z.infer<typeof familyCodeBody>;

export const familySignInBody = z.object({
  who: familyKind,
  login: requiredText(40),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'must be the 6 digits of the code' }),
});
export type FamilySignInBody = z.infer<typeof familySignInBody>;

export const familyChild = z.object({
  studentID: z.number(),
  studentName: z.string(),
  registerNumber: z.string(),
  department: z.string(),
  batch: z.string(),
  year: z.number(),
  semester: z.number(),
});
export type FamilyChild = z.infer<typeof familyChild>;

export const familySessionAnswer = z.object({
  session: z
    .object({
      kind: familyKind,
      children: z.array(familyChild),
      /** The language this student or parent chose (issue 53); null: the campus default. */
      language: languageSchema.nullable().optional(),
    })
    .nullable(),
});
export type FamilySessionAnswer = z.infer<typeof familySessionAnswer>;

export const familyStudentParams = z.object({ studentID: idNumber });
export const familySubjectParams = z.object({ studentID: idNumber, subjectID: idNumber });

const budgetDto = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('can-miss'), periods: z.number(), remaining: z.number() }),
  z.object({ kind: z.literal('attend-next'), periods: z.number(), remaining: z.number() }),
  z.object({
    kind: z.literal('unreachable'),
    finalPercentage: z.number(),
    remaining: z.number(),
  }),
  z.object({ kind: z.literal('missing'), reason: z.string() }),
]);

export const familySubjectSummary = z.object({
  subjectID: z.number(),
  subjectCode: z.string(),
  subjectName: z.string(),
  held: z.number(),
  attended: z.number(),
  percentage: z.number(),
  band: z.enum(['eligible', 'condonation', 'not-eligible']),
  budget: budgetDto,
  sentence: z.string(),
});
export type FamilySubjectSummary = z.infer<typeof familySubjectSummary>;

export const familyHomeAnswer = z.object({
  student: familyChild,
  term: z.object({ firstDay: z.string(), lastDay: z.string() }).nullable(),
  /** Whom to see about condonation: the department's HOD, when there is one. */
  hodName: z.string().nullable(),
  thresholds: z.object({ lowAttendance: z.number(), cumulativeOnDuty: z.number() }),
  /** The statuses the student's department counts as attended (its counting policy). */
  counted: z.array(z.enum(ATTENDANCE_STATUSES)),
  subjects: z.array(familySubjectSummary),
  fetchedAt: z.string(),
});
export type FamilyHomeAnswer = z.infer<typeof familyHomeAnswer>;

export const familyPeriod = z.object({
  date: z.string(),
  period: z.number(),
  /** As submitted. */
  status: z.enum(ATTENDANCE_STATUSES),
  /** What it counts as: an approved request's correction, else the submitted status (issue 52). */
  effectiveStatus: z.enum(ATTENDANCE_STATUSES),
  /** "A → OD, approved 14 Mar" when an approved request corrected it. */
  correction: z.string().nullable(),
  attended: z.boolean(),
  markedBy: z.string(),
  voided: z.boolean(),
});
export type FamilyPeriod = z.infer<typeof familyPeriod>;

export const familySubjectAnswer = z.object({
  subjectID: z.number(),
  subjectCode: z.string(),
  subjectName: z.string(),
  /** Newest first; voided periods stay, marked as voided, and count nowhere. */
  periods: z.array(familyPeriod),
});
export type FamilySubjectAnswer = z.infer<typeof familySubjectAnswer>;

export const familySwitchBody = z.object({ enabled: z.boolean() });

export const familyAdminAnswer = z.object({
  department: z.string(),
  enabled: z.boolean(),
  /** 'log' with no gateway: codes go to the server log. */
  sms: z.object({ mode: z.enum(['log', 'webhook', 'msg91']), note: z.string().nullable() }),
  problems: z.array(
    z.object({
      registerNumber: z.string(),
      studentName: z.string(),
      field: z.enum(['studentNumber', 'parentNumber']),
      value: z.string(),
      message: z.string(),
    }),
  ),
  signedIn: z.array(
    z.object({
      phone: z.string(),
      kind: familyKind,
      registerNumbers: z.array(z.string()),
      lastSeenAt: z.string(),
    }),
  ),
});
export type FamilyAdminAnswer = z.infer<typeof familyAdminAnswer>;

export const familyEndSessionsBody = z.object({ phone: requiredText(40) });
