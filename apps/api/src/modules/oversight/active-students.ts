import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/types';

export interface ClassFilter {
  batch?: string;
  year?: number;
  semester?: number;
}

/** Active students of the department, narrowed to a batch, year or semester. */
export function activeStudentsOf(department: string, filter: ClassFilter) {
  return (eb: ExpressionBuilder<DB, 'students'>) => {
    const conditions = [eb('students.department', '=', department), eb('students.active', '=', 1)];
    if (filter.batch) conditions.push(eb('students.batch', '=', filter.batch));
    if (filter.year) conditions.push(eb('students.year', '=', filter.year));
    if (filter.semester) conditions.push(eb('students.semester', '=', filter.semester));
    return eb.and(conditions);
  };
}
