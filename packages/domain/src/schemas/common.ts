import { z } from 'zod';
import { MAX_SEMESTER, MAX_YEAR } from '../constants';
import {
  CONTROL_TEXT_MESSAGE,
  FORMULA_TEXT_MESSAGE,
  hasControlCharacter,
  looksLikeFormula,
} from '../rules/formula-text';

/** A required text field: trimmed, not empty, bounded. */
export function requiredText(max: number) {
  return z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });
}

/**
 * A name, code or batch a person typed: required text that no spreadsheet would take as a formula
 * (the one rule of rules/formula-text, for every door that stores one: forms, edits, imports).
 */
export function nameText(max: number) {
  return requiredText(max)
    .refine((text) => !looksLikeFormula(text), { error: FORMULA_TEXT_MESSAGE })
    .refine((text) => !hasControlCharacter(text), { error: CONTROL_TEXT_MESSAGE });
}

/** A whole number that may arrive as a number (JSON) or a digit string (query or form field). */
export function wholeNumber(min: number, max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/, { error: 'must be a whole number' }),
      ],
      {
        error: 'must be a whole number',
      },
    )
    .transform((value) => Number(value))
    .pipe(
      z
        .number()
        .int({ error: 'must be a whole number' })
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );
}

/** The largest id a row can have (PostgreSQL's integer). */
export const MAX_ID = 2_147_483_647;

export const idNumber = wholeNumber(1, MAX_ID);
export const yearNumber = wholeNumber(1, MAX_YEAR);
export const semesterNumber = wholeNumber(1, MAX_SEMESTER);

/** A boolean that may also arrive as 1/0 or 'true'/'false' (the spec sends isElective as 1/0). */
export const flexibleBoolean = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0'])], {
    error: 'must be true or false',
  })
  .transform((value) => value === true || value === 1 || value === 'true' || value === '1');

/** The last date found real: the 60 records of a submission carry the same one. */
let lastRealDate = '';

/** The shape of `isoDate`, YYYY-MM-DD. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD names a day of the calendar (not 2026-02-30). */
export function isRealDate(text: string): boolean {
  if (text === lastRealDate) return true;
  const date = new Date(`${text}T00:00:00Z`);
  const real = !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  if (real) lastRealDate = text;
  return real;
}

export const isoDate = z
  .string({ error: 'is required' })
  .regex(ISO_DATE_PATTERN, { error: 'must be a date as YYYY-MM-DD' })
  .refine(isRealDate, { error: 'is not a real calendar date' });

export const phoneNumber = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, {
    error: 'must be a phone number of 7 to 20 digits',
  });

export const batchName = nameText(40);

export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/** Every refusal and failure of the API: the app's words and a stable code. */
export const errorAnswer = z.object({ message: z.string(), code: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;
