import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { SUBJECTS_KEY } from '../../../../lib/queries/subjects';
import { ALLOCATIONS_KEY } from '../../allocations/api/allocations';
import { messageAnswer, subjectAnswer } from '@attendance/domain';

export interface NewSubject {
  subjectCode: string;
  subjectName: string;
  batch: string;
  year: number;
  semester: number;
  department: string;
  isCommon: boolean;
  isElective: boolean;
}

/** The spec's update body: the department decides common or not, isElective goes as 1 or 0. */
export interface SubjectUpdate {
  subjectCode: string;
  subjectName: string;
  batch: string;
  year: number;
  semester: number;
  department: string;
  isElective: 1 | 0;
}

/** Subjects appear on the allocation screens too, so every write refreshes both. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: SUBJECTS_KEY }),
      client.invalidateQueries({ queryKey: ALLOCATIONS_KEY }),
    ]);
}

export function useAddSubject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: NewSubject) =>
      api('/api/subjects/addSubject', { schema: subjectAnswer, method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useUpdateSubject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ subjectID, body }: { subjectID: number; body: SubjectUpdate }) =>
      api(`/api/subjects/updateSubject/${subjectID}`, {
        schema: subjectAnswer,
        method: 'PUT',
        body,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteSubject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (subjectID: number) =>
      api(`/api/subjects/deleteSubject/${subjectID}`, {
        schema: messageAnswer,
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });
}
