import { gridImportAnswer, type GridClassChoice, type GridImportAnswer } from '@attendance/domain';
import { ApiError, buildUrl, messageOf } from '../../../lib/api';

/** What the HOD chose on the preview: the class of each grid, the meaning of each abbreviation. */
export interface GridChoice {
  effectiveFrom: string;
  classes: (GridClassChoice | null)[];
  abbreviations: Record<string, string>;
}

/** The query of a preview or commit; two choices with one query were previewed alike. */
export function gridQuery(choice: GridChoice, commit: boolean, fingerprint?: string) {
  const chosen = choice.classes.some((c) => c !== null);
  return {
    commit,
    effectiveFrom: choice.effectiveFrom,
    classes: chosen ? JSON.stringify(choice.classes) : undefined,
    abbreviations:
      Object.keys(choice.abbreviations).length > 0
        ? JSON.stringify(choice.abbreviations)
        : undefined,
    fingerprint,
  };
}

/**
 * Sends the workbook (multipart, field "file"). A refused commit (422) still answers the
 * grids with their problems: it comes back as the answer with the server's message.
 */
export async function sendGrids(
  file: File,
  choice: GridChoice,
  commit: boolean,
  fingerprint?: string,
): Promise<{ answer: GridImportAnswer; refusal?: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(
    buildUrl('/api/week/timetable/grid-import', gridQuery(choice, commit, fingerprint)),
    {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    },
  );
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { answer: gridImportAnswer.parse(body) };
  if (response.status === 422 && body && typeof body === 'object' && 'grids' in body)
    return { answer: gridImportAnswer.parse(body), refusal: messageOf(body) };
  throw new ApiError(response.status, messageOf(body) ?? 'The upload failed.', body);
}
