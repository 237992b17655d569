import type { ClassStudentDto, StaffSubjectDto } from '@attendance/domain';
import {
  classCopyKey,
  COPIES_STORE,
  OFFLINE_DB,
  OWNER_KEY,
  subjectsCopyKey,
} from '../lib/offlineKeys';

/**
 * What the app kept on this phone of the teacher's last reads (lib/offlineCopy.ts): the subjects
 * and the class lists, which the teacher shell draws before the server has answered. They are
 * the teacher's own, on the teacher's own phone, as offline marking already shows them.
 */
export interface PhoneCopy {
  subjects: StaffSubjectDto[];
  classOf(subject: StaffSubjectDto): Promise<ClassStudentDto[] | undefined>;
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

function get(db: IDBDatabase, key: string): Promise<unknown> {
  return new Promise((resolve) => {
    const request = db.transaction(COPIES_STORE).objectStore(COPIES_STORE).get(key);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(undefined);
  });
}

/** The copy of `staffID`'s subjects, or undefined (none, another teacher's, no IndexedDB). */
export async function phoneCopy(staffID: number): Promise<PhoneCopy | undefined> {
  try {
    const db = await openCopies();
    if (!db || (await get(db, OWNER_KEY)) !== staffID) return undefined;
    const subjects = (await get(db, subjectsCopyKey(staffID))) as StaffSubjectDto[] | undefined;
    if (!subjects?.length) return undefined;
    return {
      subjects,
      classOf: async (subject) => {
        try {
          return (await get(db, classCopyKey(subject.id))) as ClassStudentDto[] | undefined;
        } catch {
          return undefined;
        }
      },
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
