import { useQuery } from '@tanstack/react-query';
import type { StudentDto } from '@attendance/domain';
import { api } from '../../../lib/api';

export const STUDENTS_KEY = ['admin', 'students'] as const;

function byRegisterNumber(a: StudentDto, b: StudentDto): number {
  return a.registerNumber.localeCompare(b.registerNumber, 'en', { numeric: true });
}

/** GET /api/admin/students: the Admin's department, active and inactive, by register number. */
export function useStudents() {
  return useQuery({
    queryKey: STUDENTS_KEY,
    queryFn: async ({ signal }) =>
      (await api<StudentDto[]>('/api/admin/students', { signal })).sort(byRegisterNumber),
  });
}
