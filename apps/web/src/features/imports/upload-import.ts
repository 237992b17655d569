import type { ImportReport } from '@attendance/domain';
import { ApiError, messageOf } from '../../lib/api';
import { currentLanguage, t } from '../../lib/i18n/i18n';

export type ImportKind = 'students' | 'subjects' | 'allocations' | 'timetable';

/** Where each import is sent, and where its template is downloaded from. */
export const IMPORT_PATHS: Record<ImportKind, { upload: string; template: string }> = {
  students: { upload: '/api/students/import', template: '/api/students/import/template.xlsx' },
  subjects: { upload: '/api/subjects/import', template: '/api/subjects/import/template.xlsx' },
  allocations: {
    upload: '/api/allocations/import',
    template: '/api/allocations/import/template.xlsx',
  },
  timetable: { upload: '/api/week/timetable/import', template: '/api/week/timetable/template' },
};

/** A report, also when a commit is refused (422): its rows and errors are still worth showing. */
export interface UploadOutcome {
  report: ImportReport | null;
  status: number;
  message?: string;
}

/**
 * How the file is to be read (issue 22): the sheet, each column's field (null: ignored) and the
 * values given once for the file. Sent on preview and commit alike; a commit also echoes the
 * preview's fingerprint, so rows are stored only as the preview showed them.
 */
export interface ReadChoice {
  sheet?: string;
  columns?: (string | null)[];
  shared: Partial<Record<'batch' | 'year' | 'semester' | 'department' | 'type', string>>;
  /** Issue 54: the header row picked, every sheet with these columns, rows left out or taken in. */
  headerRow?: number;
  together?: boolean;
  exclude?: string[];
  include?: string[];
}

/** The query of an upload: the choice, with empty values left out (the server's own proposals). */
export function choiceQuery(choice: ReadChoice | undefined, commit: boolean, fingerprint?: string) {
  const query = new URLSearchParams({ commit: String(commit) });
  if (choice?.sheet !== undefined) query.set('sheet', choice.sheet);
  if (choice?.columns) query.set('columns', choice.columns.map((field) => field ?? '').join(','));
  for (const [field, value] of Object.entries(choice?.shared ?? {}))
    if (value) query.set(field, value.trim());
  if (choice?.headerRow !== undefined) query.set('headerRow', String(choice.headerRow));
  if (choice?.together) query.set('together', 'true');
  if (choice?.exclude?.length) query.set('exclude', choice.exclude.join(','));
  if (choice?.include?.length) query.set('include', choice.include.join(','));
  if (fingerprint) query.set('fingerprint', fingerprint);
  return query.toString();
}

/** Sends the file as multipart/form-data (field "file"); commit=false only previews. */
export async function uploadImport(
  kind: ImportKind,
  file: File,
  commit: boolean,
  choice?: ReadChoice,
  fingerprint?: string,
): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = choiceQuery(choice, commit, fingerprint);
  const response = await fetch(`${IMPORT_PATHS[kind].upload}?${query}`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    // The person's language: the server words the preview's problems in it (issue 53).
    headers: { accept: 'application/json', 'accept-language': currentLanguage() },
  });
  const data = (await response.json().catch(() => undefined)) as
    (ImportReport & { message?: string }) | undefined;
  if (response.ok) return { report: data ?? null, status: response.status };
  if (response.status === 422 && data?.rows) {
    return { report: data, status: 422, message: data.message };
  }
  throw new ApiError(response.status, messageOf(data) ?? t('imports.uploadFailed'), data);
}
