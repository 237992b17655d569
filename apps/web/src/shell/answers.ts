import type { StaffSubjectDto } from '@attendance/domain';

/** The teacher shell's reads (issue 23): the app's own calls, with no code of the app's. */

/** The server's answer: its data, 'refused' (a status that is not 2xx), or undefined (none). */
export type Answer<T> = { data: T } | 'refused' | undefined;

export async function ask<T>(path: string): Promise<Answer<T>> {
  try {
    const response = await fetch(path, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    return response.ok ? { data: (await response.json()) as T } : 'refused';
  } catch {
    // No network: the app opens from its offline copy instead.
    return undefined;
  }
}

export const dataOf = <T>(answer: Answer<T>) =>
  typeof answer === 'object' ? answer.data : undefined;
export const read = async <T>(path: string) => dataOf(await ask<T>(path));

/** The app's own read of a class, by the address the next start asks for ahead (storage.ts). */
export const classPath = (s: StaffSubjectDto) =>
  `/api/attendance/students?${new URLSearchParams({
    batch: s.batch,
    department: s.department,
    year: String(s.year),
    semester: String(s.semester),
    subjectId: String(s.subject.subjectID),
  }).toString()}`;
