import { z } from 'zod';
import { ERROR_STATUS, errorAnswer, type ErrorAnswer, type ErrorCode } from '@attendance/domain';

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
