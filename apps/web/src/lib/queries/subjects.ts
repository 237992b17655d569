import { useQuery } from '@tanstack/react-query';
import type { SubjectDto } from '@attendance/domain';
import { api } from '../api';

export type Subject = SubjectDto & { ownerDepartment?: string };

export const SUBJECTS_KEY = ['subjects'] as const;

/** GET /api/subjects/getSubject: the department's subjects plus every common subject. */
export function useSubjects() {
  return useQuery({
    queryKey: SUBJECTS_KEY,
    queryFn: ({ signal }) => api<Subject[]>('/api/subjects/getSubject', { signal }),
  });
}
