import { z } from 'zod';
import { errorAnswer, type ErrorAnswer } from '@attendance/domain';

/** The status of every error code the API answers; a route declares the codes it can give. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  MALFORMED_JSON: 400,
  BAD_REQUEST: 400,
  BAD_URL: 400,
  CAPTCHA_MISMATCH: 400,
  CAPTCHA_MISSING: 400,
  NOT_SUBJECT_STAFF: 400,
  SUBJECT_NOT_ELIGIBLE: 400,
  BAD_CSV: 400,
  UNREADABLE_TEXT: 400,
  NO_FILE: 400,
  FILE_TOO_LARGE: 400,
  NO_HEADER: 400,
  BAD_HEADER: 400,
  TOO_MANY_ROWS: 400,
  NOT_A_SPREADSHEET: 400,
  ZIP_BOMB: 400,
  NOT_XLSX: 400,
  MACRO_WORKBOOK: 400,
  TOO_MANY_COLUMNS: 400,
  CELL_TOO_LONG: 400,
  UNKNOWN_SHEET: 400,
  BAD_MAPPING: 400,
  DAY_OFF: 400,
  OUTSIDE_TERM: 400,
  WRONG_FILE_TYPE: 400,
  ACTIVE_PDF: 400,
  PASSKEY_INVALID: 400,
  PASSKEY_CHALLENGE_SPENT: 400,
  TOKEN_WITH_SESSION: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_TOKEN: 401,
  PASSKEY_UNKNOWN: 401,
  PASSKEY_SIGN_IN_FAILED: 401,
  FORBIDDEN: 403,
  CROSS_SITE: 403,
  TOKEN_SCOPE: 403,
  ACCOUNT_DISABLED: 403,
  APPROVAL_PENDING: 403,
  OUTSIDE_WINDOW: 403,
  LOCKED: 403,
  PASSKEY_REQUIRED: 403,
  PASSKEY_ENROL_REQUIRED: 403,
  PASSKEY_ENROL_EXPIRED: 403,
  FAMILY_CLOSED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_ASSIGNED: 409,
  DUPLICATE: 409,
  SUBJECT_HAS_ATTENDANCE: 409,
  IMPORT_RACE: 409,
  MAPPING_CHANGED: 409,
  MAPPING_NOT_PREVIEWED: 409,
  SUBSTITUTION_CONFIRM: 409,
  PASSKEYS_UNAVAILABLE: 409,
  OVERLAP: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  IMPORT_HAS_ERRORS: 422,
  TOO_MANY_REQUESTS: 429,
  IMPORT_BUSY: 429,
  REPORT_IN_PROGRESS: 429,
  REPORTS_BUSY: 429,
  INTERNAL: 500,
  WORKER_FAILED: 500,
  WORKER_TIMEOUT: 503,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];
type Refusals = Partial<Record<ErrorStatus, z.ZodType<ErrorAnswer>>>;

/** What any call can meet before its handler: bad address, JSON or media type, an API token's
 * refusal (invalid, out of scope, over its rate), a crash. */
const ANY_CALL: ErrorCode[] = [
  'VALIDATION',
  'MALFORMED_JSON',
  'BAD_REQUEST',
  'BAD_URL',
  'CROSS_SITE',
  'TOKEN_WITH_SESSION',
  'INVALID_TOKEN',
  'TOKEN_SCOPE',
  'TOO_MANY_REQUESTS',
  'TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
];

/** The codes a refusal of this status may carry, as the document lists them (`enum`). */
export function declaredCodes(schema: unknown): readonly string[] | undefined {
  const shape = (schema as { shape?: { code?: z.ZodType } } | undefined)?.shape;
  return (shape?.code?.meta() as { enum?: string[] } | undefined)?.enum;
}

function refusal(status: number, codes: ErrorCode[]): z.ZodType<ErrorAnswer> {
  // The enum only documents: the serializer must never turn an unlisted code into a 500.
  return errorAnswer
    .extend({ code: z.string().meta({ enum: codes }) })
    .meta({ description: `Refused (${status}): ${codes.join(', ')}` });
}

/**
 * The error answers of a route, `{ message, code }` per status, for its schema's `response`:
 * the codes every call can meet plus the given ones. Signed-in routes pass 'UNAUTHORIZED' and
 * 'FORBIDDEN' (or use `staffRefusals`).
 */
export function refusals(...codes: ErrorCode[]): Refusals {
  const byStatus = new Map<ErrorStatus, ErrorCode[]>();
  for (const code of new Set([...ANY_CALL, ...codes])) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries([...byStatus].map(([status, list]) => [status, refusal(status, list)]));
}

/** The refusals of a call that needs a signed-in staff of some designation. */
export function staffRefusals(...codes: ErrorCode[]): Refusals {
  // An enrol-only session (a department requiring passkeys) is refused every other call.
  return refusals('UNAUTHORIZED', 'FORBIDDEN', 'PASSKEY_ENROL_REQUIRED', ...codes);
}

/** What a heavy read or workbook made on the report workers may also answer. */
export const HEAVY_REPORT_REFUSALS: ErrorCode[] = [
  'REPORT_IN_PROGRESS',
  'REPORTS_BUSY',
  'WORKER_FAILED',
  'WORKER_TIMEOUT',
];

/** A file answer: its media type, documented as binary. */
export function fileAnswer(mediaType: string, description: string) {
  return {
    description,
    content: { [mediaType]: { schema: z.string().meta({ format: 'binary' }) } },
  };
}
