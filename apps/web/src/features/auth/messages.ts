import { ApiError, messageOf } from '../../lib/api';

/**
 * Spec section 8: login text is red when it says fail or invalid; register text when it says
 * fail. A refused request is red whatever its words (decisions.md), so 'Captcha does not match'
 * never shows in green.
 */
export function isLoginErrorText(text: string): boolean {
  return /fail|invalid/i.test(text);
}

export function isRegisterErrorText(text: string): boolean {
  return /fail/i.test(text);
}

/** After a successful registration the screen returns to login unless the text says otherwise. */
export function returnsToLogin(text: string): boolean {
  return !/fail|error|captcha/i.test(text);
}

/** The spec's reading of a failed answer: string, message or error field, JSON, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const text = messageOf(error.body);
  if (text) return text;
  if (error.body !== undefined && error.body !== '') return JSON.stringify(error.body);
  return fallback;
}
