import type { ClassStudentDto, StaffSubjectDto } from '@attendance/domain';
import {
  classCopyKey,
  COPIES_STORE,
  OFFLINE_DB,
  OWNER_KEY,
  subjectsCopyKey,
} from '../lib/offline-keys';

/**
 * What the app kept on this phone of the teacher's last reads (lib/offline-copy.ts): the subjects
 * and the class lists, which the teacher shell draws before the server has answered. They are
 * the teacher's own, on the teacher's own phone, as offline marking already shows them.
 */
export interface PhoneCopy {
  subjects: StaffSubjectDto[];
  classOf(subject: StaffSubjectDto): ClassStudentDto[] | undefined;
}

/** The phone's database as the app made it, or undefined: never created here (the app does). */
function openCopies(): Promise<IDBDatabase | undefined> {
  return new Promise((resolve) => {
    const request = indexedDB.open(OFFLINE_DB);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(undefined);
  });
}

/**
 * Every copy at once, by key: one round trip to the browser's database, whose answers reach this
 * page only between the tasks of its parse, where a read per key took 100-200 ms of a phone's
 * start. The copies are one teacher's subjects and classes, a few KB each.
 */
function everyCopy(db: IDBDatabase): Promise<Map<string, unknown>> {
  return new Promise((resolve, reject) => {
    const store = db.transaction(COPIES_STORE).objectStore(COPIES_STORE);
    const keys = store.getAllKeys();
    const values = store.getAll();
    values.onsuccess = () =>
      resolve(new Map(keys.result.map((key, i) => [String(key), values.result[i]])));
    values.onerror = () => reject(values.error);
  });
}

/** The copy of `staffID`'s subjects, or undefined (none, another teacher's, no IndexedDB). */
export async function phoneCopy(staffID: number): Promise<PhoneCopy | undefined> {
  try {
    const db = await openCopies();
    if (!db) return undefined;
    let copies: Map<string, unknown>;
    try {
      copies = await everyCopy(db);
    } finally {
      db.close();
    }
    if (copies.get(OWNER_KEY) !== staffID) return undefined;
    const subjects = copies.get(subjectsCopyKey(staffID)) as StaffSubjectDto[] | undefined;
    if (!subjects?.length) return undefined;
    return {
      subjects,
      classOf: (subject) => copies.get(classCopyKey(subject.id)) as ClassStudentDto[] | undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether the server's answer says what the copy says. The copy holds what the app's schemas
 * read, so fields only the answer has are not compared, nor the order of keys.
 */
export function sameAsCopy(copy: unknown, answer: unknown): boolean {
  if (Array.isArray(copy)) {
    return (
      Array.isArray(answer) &&
      copy.length === answer.length &&
      copy.every((item, i) => sameAsCopy(item, answer[i]))
    );
  }
  if (copy !== null && typeof copy === 'object') {
    if (answer === null || typeof answer !== 'object') return false;
    const fields = answer as Record<string, unknown>;
    return Object.entries(copy).every(([key, value]) => sameAsCopy(value, fields[key]));
  }
  return Object.is(copy, answer);
}
