import { z } from 'zod';
import { languageSchema } from './language';
import { DESIGNATIONS, ID_CARD_MIN_LENGTH } from '../constants';
import { nameText, phoneNumber, requiredText } from './common';

const captchaFields = {
  captchaToken: z.string().max(2000).optional(),
  captchaAnswer: z.string().max(50).optional(),
};

export const loginBody = z.object({
  email: requiredText(254),
  idCardNumber: requiredText(64),
  ...captchaFields,
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  staffName: nameText(100),
  department: nameText(40),
  designation: z.enum(DESIGNATIONS, { error: `must be one of ${DESIGNATIONS.join(', ')}` }),
  email: z.email({ error: 'must be an email address' }).max(254),
  phone: phoneNumber,
  // Sign-in keeps accepting shorter numbers: accounts registered before this rule hold them.
  idCardNumber: requiredText(64).min(ID_CARD_MIN_LENGTH, {
    error: `must be at least ${ID_CARD_MIN_LENGTH} characters`,
  }),
  ...captchaFields,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const staffDto = z.object({
  staffID: z.number(),
  staffName: z.string(),
  staffCode: z.string(),
  department: z.string(),
  designation: z.enum(DESIGNATIONS),
  email: z.string(),
  phone: z.string(),
  /** The language this person chose (issue 53); null or absent: the campus default. */
  language: languageSchema.nullable().optional(),
});
export type StaffDto = z.infer<typeof staffDto>;

export const loginAnswer = z.object({
  staff: staffDto,
  message: z.string(),
  /** True when this session may only add a passkey (the department requires one). */
  enrolPasskey: z.boolean().optional(),
});
export const captchaAnswer = z.object({ token: z.string(), svg: z.string() });
/** GET /api/auth/me */
export const meAnswer = z.object({ staff: staffDto });
/** GET /api/auth/session: null when signed out. */
export const sessionAnswer = z.object({
  staff: staffDto.nullable(),
  enrolPasskey: z.boolean().optional(),
});

/** PUT /api/auth/language and PUT /api/family/language (issue 53): a person's own language. */
export const languageBody = z.object({ language: languageSchema });
export const languageAnswer = z.object({ language: languageSchema });
