import {
  ATTENDANCE_STATUSES,
  FIRST_PERIOD,
  ISO_DATE_PATTERN,
  isRealDate,
  LAST_PERIOD,
  MAX_ID,
  MAX_RECORDS_PER_SUBMISSION,
  REGISTER_NUMBER_MAX_LENGTH,
  REGISTER_NUMBER_PATTERN,
  type AttendanceRecordBody,
} from '@attendance/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

const STATUSES: ReadonlySet<unknown> = new Set(ATTENDANCE_STATUSES);
/** The spec's client's fields the server ignores (attendanceRecordBody: `z.unknown().optional()`). */
const PASSED_ON = [
  'batch',
  'department',
  'facultyCode',
  'semester',
  'subjectCode',
  'year',
] as const;

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * A submission's body as `markBody` parses it, when it is one a web app sends: JSON numbers,
 * text with nothing to trim, every rule of the schema met. Anything else (a digit string, a
 * space, a wrong value) gives undefined and goes through the schema itself, which says what is
 * wrong in its words. zod spent 0.1-0.2 ms of CPU on the 60 records of a period, a tenth of
 * PostgreSQL's whole submission (docs/performance.md, `pg`). The value is the schema's, key for
 * key and in its order (an Idempotency-Key compares its JSON): test/attendance/mark-body.test.ts.
 */
export function wellFormedMarkBody(data: unknown): AttendanceRecordBody[] | undefined {
  if (!Array.isArray(data) || data.length < 1 || data.length > MAX_RECORDS_PER_SUBMISSION)
    return undefined;
  const records: AttendanceRecordBody[] = new Array(data.length);
  for (let i = 0; i < data.length; i += 1) {
    const input: unknown = data[i];
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
    const { subjectID, date, period, registerNumber, status } = input as Record<string, unknown>;
    if (
      !wholeIn(subjectID, 1, MAX_ID) ||
      typeof date !== 'string' ||
      !ISO_DATE_PATTERN.test(date) ||
      !isRealDate(date) ||
      !wholeIn(period, FIRST_PERIOD, LAST_PERIOD) ||
      typeof registerNumber !== 'string' ||
      registerNumber.length > REGISTER_NUMBER_MAX_LENGTH ||
      // Only letters, digits and / _ . -: nothing the schema's trim would take off.
      !REGISTER_NUMBER_PATTERN.test(registerNumber) ||
      !STATUSES.has(status)
    )
      return undefined;
    const record = { subjectID, date, period, registerNumber, status } as AttendanceRecordBody;
    for (const key of PASSED_ON) if (key in input) record[key] = (input as typeof record)[key];
    records[i] = record;
  }
  return records;
}

/** The submission route's validators: its body by `wellFormedMarkBody` first, else the schema's. */
export const markValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const bySchema = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'body') return bySchema;
  return (data: unknown) => {
    const value = wellFormedMarkBody(data);
    return value ? { value } : bySchema(data);
  };
};
