import { useQuery } from '@tanstack/react-query';
import { subjectWithOwnerDto, type SubjectDto } from '@attendance/domain';
import { api } from '../api';
import { z } from 'zod';

export type Subject = SubjectDto & { ownerDepartment?: string };

export const SUBJECTS_KEY = ['subjects'] as const;

/** GET /api/subjects/getSubject: the department's subjects plus every common subject. */
export function useSubjects() {
  return useQuery({
    queryKey: SUBJECTS_KEY,
    queryFn: ({ signal }) =>
      api('/api/subjects/getSubject', { schema: z.array(subjectWithOwnerDto), signal }),
  });
}
