import { useMemo } from 'react';
import { useStudents } from '../../../lib/queries/students';
import { activeStudentsOf, classOfBatch, distinctBatches } from './batches';

/** The batches of the Admin's department (from its active students) and each batch's class. */
export function useDepartmentBatches() {
  const students = useStudents();
  const active = useMemo(() => activeStudentsOf(students.data), [students.data]);
  const batches = useMemo(() => distinctBatches(active), [active]);
  return {
    batches,
    classOf: (batch: string) => classOfBatch(active, batch),
    isPending: students.isPending,
    isError: students.isError,
  };
}
