import { useQuery } from '@tanstack/react-query';
import type { CampusInfo } from '@attendance/domain';
import { api } from './api';

/** Campus identity, zone, window, periods and thresholds; nothing campus-specific is hard-coded. */
export function useCampus() {
  return useQuery({
    queryKey: ['campus'],
    queryFn: ({ signal }) => api<CampusInfo>('/api/campus', { signal }),
    staleTime: Infinity,
  });
}

/** The department's full name from the campus registry, or its code when unknown. */
export function departmentName(campus: CampusInfo | undefined, code: string): string {
  return campus?.departments.find((d) => d.code.toUpperCase() === code.toUpperCase())?.name ?? code;
}
