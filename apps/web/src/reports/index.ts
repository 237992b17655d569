import type {
  AttendanceViewInput,
  CumulativeInput,
  ReportCampus,
  ReportResult,
  StudentListInput,
  SubjectAllocationInput,
} from './types';
import type { AbsencesReportInput, ShortageReportInput } from './oversight';
import type { TodayReportInput } from './today';
import type {
  ClassTimetableReportInput,
  CompletionReportInput,
  StaffWeekReportInput,
} from './week';
import { i18n } from '@lingui/core';
import { placeholdersOf } from '@attendance/domain';
import { studentListProblem } from './checks';
import { weekdayLabels, word } from './labels';

// The screens import this module only. It must not import a builder, jsPDF or
// jspdf-autotable statically: they are fetched when a report is asked for, so they never
// weigh on the first page's bundle.

export type * from './types';
export type { AbsencesReportInput, ShortageReportInput } from './oversight';
export type { TodayReportInput } from './today';
export type {
  ClassTimetableReportInput,
  CompletionReportInput,
  StaffWeekReportInput,
} from './week';
export { departmentFullName } from './letterhead';

export interface ReportInputs {
  studentList: StudentListInput;
  subjectAllocation: SubjectAllocationInput;
  attendanceView: AttendanceViewInput;
  cumulative: CumulativeInput;
  oversightToday: TodayReportInput;
  shortage: ShortageReportInput;
  absences: AbsencesReportInput;
  classTimetable: ClassTimetableReportInput;
  staffWeek: StaffWeekReportInput;
  completion: CompletionReportInput;
}
export type ReportKind = keyof ReportInputs;

export type DownloadOutcome = { ok: true; fileName: string } | { ok: false; message: string };

type Builder<K extends ReportKind> = (input: ReportInputs[K]) => ReportResult;

const loaders: { [K in ReportKind]: () => Promise<Builder<K>> } = {
  studentList: async () => (await import('./student-list')).buildStudentList,
  subjectAllocation: async () => (await import('./subject-allocation')).buildSubjectAllocation,
  attendanceView: async () => (await import('./attendance-view')).buildAttendanceView,
  cumulative: async () => (await import('./cumulative')).buildCumulative,
  oversightToday: async () => (await import('./today')).buildTodayReport,
  shortage: async () => (await import('./oversight')).buildShortageReport,
  absences: async () => (await import('./oversight')).buildAbsencesReport,
  classTimetable: async () => (await import('./week')).buildClassTimetable,
  staffWeek: async () => (await import('./week')).buildStaffWeek,
  completion: async () => (await import('./week')).buildCompletion,
};

// Refusals known without the PDF library (checks.ts), answered before it is fetched.
const prechecks: { [K in ReportKind]?: (input: ReportInputs[K]) => string | null } = {
  studentList: studentListProblem,
};

/** Builds a report without saving it; the message of an empty report comes back as is. */
export async function buildReport<K extends ReportKind>(
  kind: K,
  input: ReportInputs[K],
): Promise<ReportResult> {
  const labelled = await withLabels(input);
  const [build, campus] = await Promise.all([
    loaders[kind](),
    withLogo(labelled.campus),
    prepareText(labelled),
  ]);
  return build({ ...labelled, campus });
}

/**
 * What a Generate PDF / Download PDF button calls: builds the report and hands the file to
 * the browser. An outcome with ok false carries the spec's message for the screen to show.
 */
export async function downloadReport<K extends ReportKind>(
  kind: K,
  input: ReportInputs[K],
): Promise<DownloadOutcome> {
  input = await withLabels(input);
  // A refusal in the reader's language too: the English message is a key of the catalog.
  const refuse = (message: string) =>
    ({ ok: false, message: word(input.labels, message) }) as const;
  const problem = prechecks[kind]?.(input);
  if (problem) return refuse(problem);
  // In a Web Worker, so that the page stays responsive (off-thread.ts); the logo is drawn here
  // first, since a worker has no canvas.
  const campus = await withLogo(input.campus);
  const { generateOffThread, saveFile } = await import('./off-thread');
  const file = await generateOffThread(kind, {
    ...input,
    campus: { ...campus, logoUrl: undefined },
  });
  if (file) {
    if (!file.ok) return refuse(file.message);
    saveFile(file.bytes, file.fileName);
    return { ok: true, fileName: file.fileName };
  }
  const result = await buildReport(kind, input);
  if (!result.ok) return refuse(result.message);
  result.doc.save(result.fileName);
  return { ok: true, fileName: result.fileName };
}

/**
 * The report's words in the active language (issue 53): each English text of the `reports`
 * catalog mapped to the active locale's, its `{parts}` kept for the builder to carry over.
 * English (or labels already given) leaves the input as it is, so English PDFs stay unchanged.
 */
export async function withLabels<T extends { labels?: Record<string, string> }>(
  input: T,
): Promise<T> {
  // Lingui's own instance (lib/i18n activates it): this module stays free of the app's catalog
  // modules, so the PDF bench bundles it as it is. Not activated, or English: as written.
  if (input.labels || !['hi', 'ta'].includes(i18n.locale)) return input;
  const { default: english } = await import('../lib/i18n/catalogs/en/reports.json');
  const labels = Object.fromEntries(
    Object.entries(english).map(([key, text]) => {
      const parts = Object.fromEntries(placeholdersOf(text).map((name) => [name, `{${name}}`]));
      return [text, i18n._(`reports.${key}`, parts)];
    }),
  );
  return { ...input, labels: { ...labels, ...weekdayLabels(i18n.locale as 'hi' | 'ta') } };
}

/** The shaping engine and fonts the input's scripts need, fetched only for such a report. */
async function prepareText(input: unknown): Promise<void> {
  const { prepareText } = await import('./text/prepare');
  await prepareText(input, async () => {
    const { default: address } = await import('./text/engine-url');
    return import(/* @vite-ignore */ address) as Promise<typeof import('./text/engine')>;
  });
}

const logos = new Map<string, Promise<string | undefined>>();

async function withLogo(campus: ReportCampus): Promise<ReportCampus> {
  if (campus.logoDataUrl || !campus.logoUrl) return campus;
  let logo = logos.get(campus.logoUrl);
  if (!logo) {
    const url = campus.logoUrl;
    // A missing or unreadable logo leaves the letterhead without it rather than failing,
    // and the next report tries again.
    logo = fetchLogo(url)
      .catch(() => undefined)
      .then((dataUrl) => {
        if (!dataUrl) logos.delete(url);
        return dataUrl;
      });
    logos.set(url, logo);
  }
  return { ...campus, logoDataUrl: await logo };
}

async function fetchLogo(url: string): Promise<string | undefined> {
  const response = await fetch(url);
  if (!response.ok) return undefined;
  const blob = await response.blob();
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
  if (blob.type === 'image/png' || blob.type === 'image/jpeg') return dataUrl;
  // jsPDF embeds raster images only; the default crest is SVG, so it is drawn to a canvas.
  return rasterize(dataUrl);
}

function rasterize(source: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      const side = 192;
      const ratio =
        image.naturalWidth && image.naturalHeight ? image.naturalHeight / image.naturalWidth : 1;
      const canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = Math.max(1, Math.round(side * ratio));
      const context = canvas.getContext('2d');
      if (!context) return resolve(undefined);
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      resolve(canvas.toDataURL('image/png'));
    };
    image.onerror = () => resolve(undefined);
    image.src = source;
  });
}
