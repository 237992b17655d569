/**
 * One rule for text a spreadsheet could take as a formula (OWASP "CSV Injection"): a cell
 * starting with =, +, - or @ is evaluated by Excel, LibreOffice and Google Sheets when a sheet
 * holding it is opened, and a leading tab or carriage return hides such a start.
 *
 * - `=`, `+` and `@` are refused: no name, code or batch of a college starts with them.
 * - A leading tab or carriage return is neutralised: names are trimmed before this check, so
 *   they are removed with the other white space; tabs and line breaks inside a name are refused.
 * - `-` is refused when a formula could follow it ("-2+3+cmd|' /C calc'!A0", "-A1"), but a text
 *   of dashes alone ("-", "--") is kept: offices type it for "none", and no spreadsheet
 *   evaluates it.
 */
export const FORMULA_TEXT_MESSAGE =
  'must not start with =, +, - or @ (a spreadsheet would take it as a formula)';
export const CONTROL_TEXT_MESSAGE = 'must not hold tabs, line breaks or other control characters';

const FORMULA_START = /^[=+@]/;
const DASHES_ONLY = /^[-\s]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** True when a spreadsheet would evaluate this (trimmed) text as a formula. */
export function looksLikeFormula(text: string): boolean {
  if (FORMULA_START.test(text)) return true;
  return text.startsWith('-') && !DASHES_ONLY.test(text);
}

export const hasControlCharacter = (text: string) => CONTROL.test(text);

/** The reason a name cannot be stored as typed, or undefined when it can (a form field's error). */
export function nameTextProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (looksLikeFormula(trimmed)) return FORMULA_TEXT_MESSAGE;
  if (hasControlCharacter(trimmed)) return CONTROL_TEXT_MESSAGE;
  return undefined;
}
