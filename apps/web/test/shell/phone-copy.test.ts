import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffSubjectDto } from '@attendance/domain';
import { phoneCopy, sameAsCopy } from '../../src/shell/phone-copy';
import { classCopyKey, OWNER_KEY, subjectsCopyKey } from '../../src/lib/offline-keys';
import { forgetShellCopies, keepShellCopy, readShellCopy } from '../../src/lib/shell-copy';

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

/** localStorage for the node test run, with a quota that `full` fills. */
class PhoneStorage implements Storage {
  readonly items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

describe("the teacher shell's copy in localStorage (issue 56)", () => {
  let phone: PhoneStorage;
  beforeEach(() => {
    phone = new PhoneStorage();
    vi.stubGlobal('localStorage', phone);
  });
  afterEach(() => vi.unstubAllGlobals());

  const students = [{ registerNumber: 'R1', studentName: 'Asha' }];

  it('reads what the app kept, for the teacher who owns it only', () => {
    keepShellCopy(OWNER_KEY, 5);
    keepShellCopy(subjectsCopyKey(5), [subject]);
    keepShellCopy(classCopyKey(subject.id), students);
    const copy = phoneCopy(5);
    expect(copy?.subjects).toEqual([subject]);
    expect(copy?.classOf(subject as StaffSubjectDto)).toEqual(students);
    expect(copy?.classOf({ ...subject, id: 8 } as StaffSubjectDto)).toBeUndefined();
    expect(phoneCopy(6)).toBeUndefined();
  });

  it('has nothing to draw without subjects, or with text it cannot read', () => {
    keepShellCopy(OWNER_KEY, 5);
    expect(phoneCopy(5)).toBeUndefined();
    phone.setItem(`teacherShellCopy:${subjectsCopyKey(5)}`, '[{');
    expect(phoneCopy(5)).toBeUndefined();
  });

  it('forgets every copy and nothing else; a full storage keeps no stale copy', () => {
    keepShellCopy(OWNER_KEY, 5);
    keepShellCopy(classCopyKey(7), students);
    phone.setItem('staff', '{}');
    phone.full = true;
    keepShellCopy(classCopyKey(7), [...students, { registerNumber: 'R2', studentName: 'Ravi' }]);
    expect(readShellCopy(classCopyKey(7))).toBeUndefined();
    forgetShellCopies();
    expect([...phone.items.keys()]).toEqual(['staff']);
  });
});
