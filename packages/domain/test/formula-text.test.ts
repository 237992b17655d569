import { describe, expect, it } from 'vitest';
import {
  FORMULA_TEXT_MESSAGE,
  looksLikeFormula,
  nameTextProblem,
  studentBody,
  subjectCreateBody,
  registerBody,
} from '../src';

describe('one rule for text a spreadsheet could take as a formula', () => {
  it('refuses =, +, @ and a dash a formula could follow (OWASP CSV injection)', () => {
    for (const text of ["=cmd|' /C calc'!A0", '+91', '@SUM(A1)', '-2+3', '-A1', '-cmd|x'])
      expect(looksLikeFormula(text), text).toBe(true);
  });

  it('keeps names, inner signs and dashes alone', () => {
    for (const text of [
      'Anitha Raman',
      "O'Brien",
      'Ravi-Kumar',
      'C++ Lab',
      'a=b',
      '-',
      '--',
      '- -',
    ])
      expect(looksLikeFormula(text), text).toBe(false);
  });

  it('drops a leading tab or carriage return with the white space, refuses one inside', () => {
    expect(nameTextProblem('\t\rAsha')).toBeUndefined();
    expect(nameTextProblem('\t=1+1')).toBe(FORMULA_TEXT_MESSAGE);
    expect(nameTextProblem('Asha\nDevi')).toMatch(/line breaks/);
  });

  it('is in the shared schemas of every name the server and the web app take', () => {
    const student = studentBody.safeParse({ studentName: '=1+1' });
    const subject = subjectCreateBody.safeParse({ subjectName: '@x', subjectCode: '+1' });
    const staff = registerBody.safeParse({ staffName: '-1+2' });
    const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages(student).studentName).toBe(FORMULA_TEXT_MESSAGE);
    expect(messages(subject)).toMatchObject({
      subjectName: FORMULA_TEXT_MESSAGE,
      subjectCode: FORMULA_TEXT_MESSAGE,
    });
    expect(messages(staff).staffName).toBe(FORMULA_TEXT_MESSAGE);
  });
});
