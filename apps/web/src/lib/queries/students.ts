import { useQuery } from '@tanstack/react-query';
import { compareRegisterNumbers, studentDto, type StudentDto } from '@attendance/domain';
import { api } from '../api';
import { z } from 'zod';

export const STUDENTS_KEY = ['admin', 'students'] as const;

function byRegisterNumber(a: StudentDto, b: StudentDto): number {
  return compareRegisterNumbers(a.registerNumber, b.registerNumber);
}

/** GET /api/admin/students: the Admin's department, active and inactive, by register number. */
export function useStudents() {
  return useQuery({
    queryKey: STUDENTS_KEY,
    queryFn: async ({ signal }) =>
      (await api('/api/admin/students', { schema: z.array(studentDto), signal })).sort(
        byRegisterNumber,
      ),
  });
}
