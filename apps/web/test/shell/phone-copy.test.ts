import { describe, expect, it } from 'vitest';
import { sameAsCopy } from '../../src/shell/phone-copy';

const subject = {
  id: 7,
  subjectCode: 'CS301',
  subject: { subjectName: 'Data Structures', subjectID: 3, isElective: false },
  status: true,
};

describe("the phone's copy against the server's answer", () => {
  it('is the same whatever the order of the keys, and whatever else the answer carries', () => {
    const answer = {
      status: true,
      extra: 'a field the app does not read',
      subject: { isElective: false, subjectID: 3, subjectName: 'Data Structures' },
      subjectCode: 'CS301',
      id: 7,
    };
    expect(sameAsCopy([subject], [answer])).toBe(true);
  });

  it('differs when a value, a nested value or the number of rows differs', () => {
    expect(sameAsCopy([subject], [{ ...subject, status: false }])).toBe(false);
    const renamed = { ...subject, subject: { ...subject.subject, subjectName: 'Algorithms' } };
    expect(sameAsCopy([subject], [renamed])).toBe(false);
    expect(sameAsCopy([subject], [subject, { ...subject, id: 8 }])).toBe(false);
    expect(sameAsCopy([subject], [])).toBe(false);
  });

  it('differs when a field the copy holds is missing or of another kind in the answer', () => {
    const { status: _, ...withoutStatus } = subject;
    expect(sameAsCopy([subject], [withoutStatus])).toBe(false);
    expect(sameAsCopy([subject], [{ ...subject, subject: null }])).toBe(false);
    expect(sameAsCopy([subject], { 0: subject, length: 1 })).toBe(false);
  });
});
