import type { ClassFilter } from '../../components/ClassFilters';
import type { ClassParams } from './api';

/** The screens' batch/year/semester choice as the query of an oversight call. */
export function classParams(filter: ClassFilter): ClassParams {
  return {
    ...(filter.batch ? { batch: filter.batch } : {}),
    ...(filter.year ? { year: Number(filter.year) } : {}),
    ...(filter.semester ? { semester: Number(filter.semester) } : {}),
  };
}

/** 'CSE2024-2028 (2/3)': a class as the screens and reports print it (one rule, the domain's). */
export { classLabel } from '@attendance/domain';
