import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentBody, StudentDto } from '@attendance/domain';
import { api } from '../../../../lib/api';
import { STUDENTS_KEY } from '../../../../lib/queries/students';
import { compareStudents } from '../model';

/** Every write here changes the student list, so each one refreshes it when it settles. */
function useInvalidateStudents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: STUDENTS_KEY });
}

/** POST /api/admin/students. */
export function useAddStudent() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (body: StudentBody) =>
      api<StudentDto>('/api/admin/students', { method: 'POST', body }),
    onSettled: invalidate,
  });
}

/** PUT /api/admin/students/{studentID}: the answer replaces the list entry at once. */
export function useUpdateStudent() {
  const client = useQueryClient();
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (student: StudentDto) =>
      api<StudentDto>(`/api/admin/students/${student.studentID}`, {
        method: 'PUT',
        body: student,
      }),
    onSuccess: (updated) => {
      client.setQueryData<StudentDto[]>(STUDENTS_KEY, (list) =>
        list
          ?.map((student) => (student.studentID === updated.studentID ? updated : student))
          .sort(compareStudents),
      );
    },
    onSettled: invalidate,
  });
}

export interface BatchPromotion {
  batch: string;
  year: number;
  semester: number;
}

/** PUT /api/admin/students/update-batch?batch&year&semester (no body). */
export function usePromoteBatch() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (query: BatchPromotion) =>
      api<{ message: string; updated: number }>('/api/admin/students/update-batch', {
        method: 'PUT',
        query: { ...query },
      }),
    onSettled: invalidate,
  });
}

/** POST /api/admin/students/inactives?batch&reason (no body). */
export function useInactivateBatch() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (query: { batch: string; reason: string }) =>
      api<{ message: string; count: number }>('/api/admin/students/inactives', {
        method: 'POST',
        query,
      }),
    onSettled: invalidate,
  });
}

/** POST /api/admin/students/inactive-by-register?registerNumber&reason (no body). */
export function useInactivateByRegister() {
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (query: { registerNumber: string; reason: string }) =>
      api<{ message: string }>('/api/admin/students/inactive-by-register', {
        method: 'POST',
        query,
      }),
    onSettled: invalidate,
  });
}
