import { z } from 'zod';
import { LAST_PERIOD } from '../constants';
import { idNumber, isoDate, nameText, requiredText } from './common';
import { periodNumber } from './attendance';

/** Leave and On-Duty requests (issue 52): the kinds, the spec's statuses they set. */
export const REQUEST_KINDS = ['OD', 'ML', 'LEAVE'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  OD: 'On Duty',
  ML: 'Medical Leave',
  LEAVE: 'Leave',
};
export const REQUEST_STATES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Longest range one request may cover, in days. */
export const REQUEST_MAX_DAYS = 62;
/** Most students one bulk On Duty names (a class or a team). */
export const REQUEST_MAX_STUDENTS = 200;
/** Certificates: PDF, JPEG, PNG or WebP up to 2 MB. */
export const CERTIFICATE_MAX_BYTES = 2 * 1024 * 1024;
export const CERTIFICATE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

export const REQUEST_MESSAGES = {
  created: (n: number) => (n === 1 ? 'Request sent to the HOD.' : `${n} requests sent to the HOD.`),
  approved: 'Request approved.',
  rejected: 'Request rejected.',
  withdrawn: 'Approval withdrawn.',
  attached: 'Certificate attached.',
  notFound: 'No such request.',
  unknownStudents: (list: string[]) =>
    `No active student of your department has the register number ${list.join(', ')}.`,
  bulkOnlyOd: 'Only On Duty may be asked for several students at once.',
  backwards: 'The last day must not be before the first day.',
  tooLong: `A request covers at most ${REQUEST_MAX_DAYS} days.`,
  daysOffOnly: (from: string, to: string) =>
    from === to
      ? `${from} is not a teaching day of the class: nothing to ask leave for.`
      : `Every day from ${from} to ${to} is a day off for the class: nothing to ask leave for.`,
  outsideTerm: (name: string, first: string, last: string) =>
    `The dates must be within ${name}'s term (${first} to ${last}).`,
  overlaps: (name: string, kind: string, from: string, to: string) =>
    `${name} already has an approved ${kind} request from ${from} to ${to} that covers some of these periods.`,
  notPending: (state: string) => `The request is ${state}, no longer pending.`,
  notApproved: (state: string) =>
    `Only an approved request can be withdrawn; this one is ${state}.`,
  noFile: 'Choose a PDF, JPEG, PNG or WebP file (form field "file").',
  tooLarge: 'The certificate is over 2 MB; send a smaller file or photo.',
  wrongType: 'The certificate must be a PDF, JPEG, PNG or WebP file.',
  activePdf:
    'This PDF contains JavaScript or embedded files, which are not accepted. Print it to a new PDF or send a photo.',
  certificateClosed: 'A certificate can be added only while the request is pending.',
  noCertificate: 'This request has no certificate.',
} as const;

const periodsList = z
  .array(periodNumber, { error: 'must be a list of periods' })
  .min(1, { error: 'name at least one period, or leave out periods for whole days' })
  .max(LAST_PERIOD)
  .refine((list) => new Set(list).size === list.length, { error: 'must not repeat a period' })
  .transform((list) => [...list].sort((a, b) => a - b));

const requestFields = {
  kind: z.enum(REQUEST_KINDS, { error: `must be one of ${REQUEST_KINDS.join(', ')}` }),
  fromDate: isoDate,
  toDate: isoDate,
  /** Periods of each day; left out: whole days. */
  periods: periodsList.optional(),
  reason: nameText(300),
};

/** A student or parent asks for themselves (the student of the path). */
export const familyRequestBody = z.object(requestFields);
export type FamilyRequestBody = z.infer<typeof familyRequestBody>;

/** Admin or HOD: one student, or several register numbers for one On Duty. */
export const staffRequestBody = z.object({
  ...requestFields,
  registerNumbers: z
    .array(requiredText(40))
    .min(1, { error: 'name at least one register number' })
    .max(REQUEST_MAX_STUDENTS, { error: `at most ${REQUEST_MAX_STUDENTS} students at once` }),
});
export type StaffRequestBody = z.infer<typeof staffRequestBody>;

export const decisionBody = z.object({ reason: nameText(300) });
export const approvalBody = z.object({ reason: nameText(300).optional() });

export const requestParams = z.object({ requestID: idNumber });
export const familyRequestParams = z.object({ studentID: idNumber, requestID: idNumber });

export const requestsQuery = z.object({
  state: z.enum(REQUEST_STATES).optional(),
  registerNumber: z.string().max(40).optional(),
});

export const requestDto = z.object({
  requestID: z.number(),
  studentID: z.number(),
  registerNumber: z.string(),
  studentName: z.string(),
  batch: z.string(),
  year: z.number(),
  semester: z.number(),
  kind: z.enum(REQUEST_KINDS),
  fromDate: z.string(),
  toDate: z.string(),
  periods: z.array(z.number()).nullable(),
  reason: z.string(),
  state: z.enum(REQUEST_STATES),
  applicant: z.object({ kind: z.enum(['student', 'parent', 'staff']), name: z.string() }),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  withdrawnBy: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawReason: z.string().nullable(),
  certificate: z.object({ mediaType: z.string(), size: z.number(), sha256: z.string() }).nullable(),
  /** Submitted records the approval corrected (0 before marking). */
  corrections: z.number(),
});
export type RequestDto = z.infer<typeof requestDto>;

export const requestsAnswer = z.object({ message: z.string(), requests: z.array(requestDto) });
export type RequestsAnswer = z.infer<typeof requestsAnswer>;
export const requestAnswer = z.object({ message: z.string(), request: requestDto });

export const presetsQuery = z.object({ subjectId: idNumber, date: isoDate });
export const presetDto = z.object({
  registerNumber: z.string(),
  requestID: z.number(),
  kind: z.enum(REQUEST_KINDS),
  /** Null: every period of the day. */
  periods: z.array(z.number()).nullable(),
  reason: z.string(),
  /** "OD: Inter-college symposium, approved by the HOD" */
  label: z.string(),
});
export type PresetDto = z.infer<typeof presetDto>;

export const correctionsQuery = z.object({
  subjectID: idNumber,
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});
export const cumulativeCorrectionsQuery = z.object({ date: isoDate });
export const correctionDto = z.object({
  registerNumber: z.string(),
  subjectID: z.number(),
  date: z.string(),
  period: z.number(),
  submitted: z.string(),
  effective: z.enum(REQUEST_KINDS),
  requestID: z.number(),
  approvedAt: z.string(),
  /** "A → OD, approved 14 Mar" */
  label: z.string(),
});
export type CorrectionDto = z.infer<typeof correctionDto>;
