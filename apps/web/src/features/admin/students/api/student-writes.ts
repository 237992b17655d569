import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  inactivesAnswer,
  messageAnswer,
  promoteBatchAnswer,
  studentDto,
  type StudentBody,
  type StudentDto,
} from '@attendance/domain';
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
      api('/api/admin/students', { schema: studentDto, method: 'POST', body }),
    onSettled: invalidate,
  });
}

/** PUT /api/admin/students/{studentID}: the answer replaces the list entry at once. */
export function useUpdateStudent() {
  const client = useQueryClient();
  const invalidate = useInvalidateStudents();
  return useMutation({
    mutationFn: (student: StudentDto) =>
      api(`/api/admin/students/${student.studentID}`, {
        schema: studentDto,
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
      api('/api/admin/students/update-batch', {
        schema: promoteBatchAnswer,
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
      api('/api/admin/students/inactives', {
        schema: inactivesAnswer,
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
      api('/api/admin/students/inactive-by-register', {
        schema: messageAnswer,
        method: 'POST',
        query,
      }),
    onSettled: invalidate,
  });
}
