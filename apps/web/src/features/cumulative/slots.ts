import {
  compareNatural,
  type Corrected,
  type CumulativeData,
  type CumulativeLeaf,
} from '@attendance/domain';

export interface SlotStudent {
  registerNumber: string;
  studentName: string;
  status: string;
  /** Where an approved request corrected it: the submitted status and why. */
  submitted?: string;
  correction?: string;
}

/** One subject in one period of one class: a matrix on the screen, a chip in the list. */
export interface Slot {
  id: string;
  year: string;
  semester: string;
  batch: string;
  subjectCode: string;
  subjectName: string;
  period: number;
  students: SlotStudent[];
}

const numeric = compareNatural;

function* leaves(data: CumulativeData) {
  for (const byYear of Object.values(data)) {
    for (const [year, bySemester] of Object.entries(byYear))
      for (const [semester, byBatch] of Object.entries(bySemester))
        for (const [batch, bySubject] of Object.entries(byBatch))
          for (const [subjectCode, leaf] of Object.entries(bySubject))
            yield { year, semester, batch, subjectCode, leaf: leaf as CumulativeLeaf };
  }
}

/**
 * The nested answer (department > year > semester > batch > subject) flattened into one slot
 * per subject and period, in class order then period order. The server answers the caller's
 * department only.
 */
export function slotsOf(data: CumulativeData, date: string): Slot[] {
  const slots = new Map<string, Slot>();
  for (const { year, semester, batch, subjectCode, leaf } of leaves(data)) {
    for (const entry of leaf.students as Corrected<(typeof leaf.students)[number]>[]) {
      const { period, registerNumber, studentName, status, date: day } = entry;
      if (!day.startsWith(date)) continue;
      const key = [year, semester, batch, subjectCode, period].join('|');
      const { subjectName } = leaf;
      const slot: Slot = slots.get(key) ?? {
        ...{ id: '', year, semester, batch, subjectCode, subjectName, period, students: [] },
      };
      const { submitted, correction } = entry;
      slot.students.push({ registerNumber, studentName, status, submitted, correction });
      slots.set(key, slot);
    }
  }
  const ordered = [...slots.values()].sort(
    (a, b) =>
      numeric(a.year, b.year) ||
      numeric(a.semester, b.semester) ||
      numeric(a.batch, b.batch) ||
      a.period - b.period ||
      numeric(a.subjectCode, b.subjectCode),
  );
  return ordered.map((slot, index) => ({
    ...slot,
    id: `slot-${index}`,
    students: slot.students.sort((a, b) => numeric(a.registerNumber, b.registerNumber)),
  }));
}

/** 'CS301 · P2', with the batch added when two classes share the subject code and period. */
export function chipLabel(slot: Slot, all: readonly Slot[]): string {
  const base = `${slot.subjectCode} · P${slot.period}`;
  const shared = all.some(
    (s) => s !== slot && s.subjectCode === slot.subjectCode && s.period === slot.period,
  );
  return shared ? `${base} · ${slot.batch}` : base;
}
