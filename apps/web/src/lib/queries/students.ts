import { useQuery } from '@tanstack/react-query';
import { compareRegisterNumbers, type StudentDto } from '@attendance/domain';
import { api } from '../api';

export const STUDENTS_KEY = ['admin', 'students'] as const;

function byRegisterNumber(a: StudentDto, b: StudentDto): number {
  return compareRegisterNumbers(a.registerNumber, b.registerNumber);
}

/** GET /api/admin/students: the Admin's department, active and inactive, by register number. */
export function useStudents() {
  return useQuery({
    queryKey: STUDENTS_KEY,
    queryFn: async ({ signal }) =>
      (await api<StudentDto[]>('/api/admin/students', { signal })).sort(byRegisterNumber),
  });
}
