import type { ImportReport } from '@attendance/domain';
import { ApiError, messageOf } from '../../lib/api';

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

/** Sends the file as multipart/form-data (field "file"); commit=false only previews. */
export async function uploadImport(
  kind: ImportKind,
  file: File,
  commit: boolean,
): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`${IMPORT_PATHS[kind].upload}?commit=${commit}`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  const data = (await response.json().catch(() => undefined)) as
    (ImportReport & { message?: string }) | undefined;
  if (response.ok) return { report: data ?? null, status: response.status };
  if (response.status === 422 && data?.rows) {
    return { report: data, status: 422, message: data.message };
  }
  throw new ApiError(response.status, messageOf(data) ?? 'The upload failed.', data);
}
