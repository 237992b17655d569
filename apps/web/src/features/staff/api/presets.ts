import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { presetDto, type PresetDto } from '@attendance/domain';
import { api } from '../../../lib/api';
import type { Marks } from '../../../lib/marks';

/**
 * Approved leave and On-Duty requests covering a day of the class (issue 52): the marking
 * panel pre-sets those students. Offline or refused: no pre-sets, the class marks as ever.
 */
export function usePresets(subjectID: number, date: string) {
  return useQuery({
    queryKey: ['requests', 'presets', subjectID, date],
    enabled: !!date,
    queryFn: ({ signal }) =>
      api('/api/requests/presets', {
        schema: z.array(presetDto),
        signal,
        query: { subjectId: subjectID, date },
      }),
    retry: false,
    staleTime: 60_000,
  });
}

/** The presets that cover `period`, by register number. */
export function presetsFor(presets: readonly PresetDto[], period: number): Map<string, PresetDto> {
  return new Map(
    presets
      .filter((p) => p.periods === null || p.periods.includes(period))
      .map((p) => [p.registerNumber, p]),
  );
}

/** The marks with the pre-sets applied (what the teacher then changes as she likes). */
export function withPresets(marks: Marks, covering: ReadonlyMap<string, PresetDto>): Marks {
  if (covering.size === 0) return marks;
  const next: Record<string, Marks[string]> = { ...marks };
  for (const [registerNumber, preset] of covering) next[registerNumber] = preset.kind;
  return next;
}
