import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { SUBJECTS_KEY } from '../../../../lib/queries/subjects';

export const ALLOCATIONS_KEY = ['admin', 'allocations'] as const;

import {
  allocateAnswer,
  batchAllocationAnswer,
  studentAllocations,
  type AllocatedSubject,
  type StudentAllocations,
} from '@attendance/domain';
import { z } from 'zod';

interface BatchAllocationBody {
  batch: string;
  subjectIDs: number[];
}

export type { AllocatedSubject, StudentAllocations };

/** The spec's allocate body; subjectIDs travel as one comma-joined string. */
export interface AllocateBody {
  studentName: string;
  registerNumber: string;
  batch: string;
  department: string;
  year: number;
  semester: number;
  subjectIDs: string;
}

/** GET /api/admin/allocations: active students of the department that have subjects. */
export function useAllocations() {
  return useQuery({
    queryKey: ALLOCATIONS_KEY,
    queryFn: ({ signal }) =>
      api('/api/admin/allocations', { schema: z.array(studentAllocations), signal }),
  });
}

export function useAllocate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AllocateBody) =>
      api('/api/admin/allocate', { schema: allocateAnswer, method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ALLOCATIONS_KEY }),
    // A refusal often means the lists on screen are stale (a subject deleted meanwhile).
    onError: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SUBJECTS_KEY }),
        client.invalidateQueries({ queryKey: ALLOCATIONS_KEY }),
      ]),
  });
}

/** POST /api/allocations/batch: subjects to every active student of a batch at once. */
export function useAllocateBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchAllocationBody) =>
      api('/api/allocations/batch', { schema: batchAllocationAnswer, method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ALLOCATIONS_KEY }),
  });
}
