import { z } from 'zod';

/**
 * The pieces of the environment's zod schema (index.ts, family.ts): each reads one variable as
 * text and answers its value or one issue whose message names the variable and the bad value.
 */
const text = z.string().optional();

type Check<T> = (value: string) => T | undefined;

/**
 * A setting read by `check`; unset (or empty, unless `emptyIsValue`): `fallback`; undefined from
 * `check`: one issue, `message`.
 */
export function setting<T>(
  fallback: T,
  check: Check<T>,
  message: (value: string) => string,
  emptyIsValue = false,
) {
  return text.transform((value, ctx): T => {
    if (value === undefined || (value === '' && !emptyIsValue)) return fallback;
    const read = check(value);
    return read !== undefined ? read : refuse(ctx, message(value));
  });
}

/** A whole number from `min` to `max`. */
export const whole = (name: string, fallback: number, min: number, max: number) =>
  setting(
    fallback,
    (value) => {
      const number = Number(value);
      return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
    },
    (value) => `${name} must be a whole number from ${min} to ${max}, not '${value}'`,
  );

/** on or off (any case, spaces around). */
export const onOff = (fallback: boolean, message: string) =>
  setting(
    fallback,
    (value) => ({ on: true, off: false, '': fallback })[value.trim().toLowerCase() as 'on'],
    () => message,
  );

/** An http(s) address. */
export const address = (message: (value: string) => string) =>
  setting<URL | undefined>(
    undefined,
    (value) => {
      try {
        const url = new URL(value.trim());
        return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
      } catch {
        return undefined;
      }
    },
    message,
  );

/** One issue with `message`; the setting's value is then never used. */
export function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}
