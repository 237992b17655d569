import { useQuery } from '@tanstack/react-query';
import type { CampusInfo } from '@attendance/domain';
import { api } from './api';
import { startSchema } from './start-schemas';
import { withPublicCopy } from './offline-copy';

/** The campus's answer in the query cache (the family shell hands its copy over: family-start.tsx). */
export const CAMPUS_KEY = ['campus'] as const;

/** Campus identity, zone, window, periods and thresholds; nothing campus-specific is hard-coded. */
export function useCampus() {
  return useQuery({
    queryKey: CAMPUS_KEY,
    // The last answer is kept on the phone: the marking screen needs it without a network.
    queryFn: ({ signal }) =>
      withPublicCopy('campus', () =>
        api('/api/campus', { schema: startSchema('campusInfo'), signal }),
      ),
    staleTime: Infinity,
    networkMode: 'always',
  });
}

/** The department's full name from the campus registry, or its code when unknown. */
export function departmentName(campus: CampusInfo | undefined, code: string): string {
  return campus?.departments.find((d) => d.code.toUpperCase() === code.toUpperCase())?.name ?? code;
}
