import type { AttendanceViewRecord, CumulativeData } from '@attendance/domain';
import {
  buildReport,
  type ReportInputs,
  type ReportKind,
  type ReportStudentAllocations,
  type ReportStudent,
} from '../apps/web/src/reports/index';
import { generateInWorker } from '../apps/web/src/reports/off-thread';
import { TEN_SCRIPT_NAMES } from '../apps/web/test/reports/names';

/**
 * Runs in the browser (bench/pdf.ts bundles it with esbuild): each of the four PDF builders at
 * its largest realistic size, the file produced as Download PDF produces it, timed on the page.
 */
const campus = {
  name: 'Bench College of Engineering',
  address: '1 Campus Road, Chennai',
  departments: [{ code: 'CSE', name: 'Computer Science and Engineering' }],
  timezone: 'Asia/Kolkata',
};
const base = { campus, department: 'CSE', now: new Date('2026-05-15T10:00:00Z') };
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const register = (i: number) => `21CS${pad(i, 4)}`;
const name = (i: number) => `Student ${pad(i, 4)} Kumar`;
const status = (i: number) => (i % 9 === 4 ? 'A' : 'P');

/** The semester's View Attendance of one subject: 180 students × 90 sessions. */
function attendanceView(): ReportInputs['attendanceView'] {
  const records: AttendanceViewRecord[] = [];
  for (let day = 0; day < 90; day += 1) {
    const date = new Date(Date.UTC(2026, 0, 5) + day * 86_400_000).toISOString().slice(0, 10);
    for (let s = 1; s <= 180; s += 1) {
      records.push({
        date,
        period: (day % 8) + 1,
        status: status(s + day),
        registerNumber: register(s),
        studentName: name(s),
        facultyName: 'Staff 0001',
        subjectCode: 'CS3401',
        subjectName: 'Data Structures',
        department: 'CSE',
      });
    }
  }
  return { ...base, subjectCode: 'CS3401', subjectName: 'Data Structures', records };
}

/** A department's cumulative of one day: 4 batches of 180, 8 periods each. */
function cumulative(): ReportInputs['cumulative'] {
  const data: CumulativeData = { CSE: {} };
  for (let b = 0; b < 4; b += 1) {
    const year = String(b + 1);
    const semester = String(b * 2 + 1);
    const subjects: Record<string, { subjectName: string; students: never[] }> = {};
    for (let period = 1; period <= 8; period += 1) {
      const students = Array.from({ length: 180 }, (_, s) => ({
        studentName: name(b * 180 + s),
        registerNumber: register(b * 180 + s),
        period,
        status: status(s + period),
        date: '2026-03-02',
      }));
      subjects[`CS${year}${pad(period, 3)}`] = {
        subjectName: `Subject ${period}`,
        students: students as never[],
      };
    }
    (data.CSE as Record<string, unknown>)[year] = { [semester]: { [`CSE-${year}`]: subjects } };
  }
  return { ...base, date: '2026-03-02', data };
}

/** Names as typed in the scripts a campus in India may hold (issue 53), each made unique. */
const scriptName = (i: number) => `${TEN_SCRIPT_NAMES[i % TEN_SCRIPT_NAMES.length]} ${pad(i, 4)}`;

/** Every student of the campus: 5,040 in seven departments (printed for one batch filter: all). */
function students(nameOf = name): ReportStudent[] {
  return Array.from({ length: 5040 }, (_, i) => ({
    registerNumber: register(i),
    studentName: nameOf(i),
    batch: 'CSE-2',
    year: 2,
    semester: 3,
    department: 'CSE',
    gender: i % 2 ? 'Female' : 'Male',
    type: 'Regular',
    studentNumber: '9000000001',
    parentNumber: '9000000002',
    active: true,
  })) as ReportStudent[];
}

/** A department's allocations: 720 students, 8 subjects each. */
function allocations(): ReportStudentAllocations[] {
  return Array.from({ length: 720 }, (_, i) => ({
    studentName: name(i),
    registerNumber: register(i),
    batch: `CSE-${(i % 4) + 1}`,
    year: (i % 4) + 1,
    semester: (i % 4) * 2 + 1,
    allocatedSubjects: Array.from({ length: 8 }, (_, s) => ({
      subjectCode: `CS${pad(s, 4)}`,
      subjectName: `Subject ${s}`,
      isCommon: s === 5,
      assignedStaff: { staffName: `Staff ${pad(s, 4)}` },
    })),
  }));
}

/** The four reports of issue 14 at their largest realistic size. */
type BenchedReport = Extract<
  ReportKind,
  'attendanceView' | 'cumulative' | 'studentList' | 'subjectAllocation'
>;
/** And the student list again with its names in ten scripts (issue 53: shaped by HarfBuzz). */
type BenchKind = BenchedReport | 'studentListScripts';

const inputs: { [K in BenchedReport]: () => ReportInputs[K] } = {
  attendanceView,
  cumulative,
  studentList: () => ({ ...base, staffName: 'Admin 0001', batch: 'CSE-2', students: students() }),
  subjectAllocation: () => ({ ...base, batch: '', allocations: allocations() }),
};

function benched(kind: BenchKind): [BenchedReport, ReportInputs[BenchedReport]] {
  if (kind !== 'studentListScripts') return [kind, inputs[kind]()];
  const list = inputs.studentList();
  return ['studentList', { ...list, students: students(scriptName) }];
}

export interface PdfTiming {
  ms: number;
  bytes: number;
  pages?: number;
  /** The JS heap right after the file was made, before anything is released (precise memory). */
  heapAfter: number;
  /** The longest the page went without running a 10 ms timer: how long the UI froze. */
  longestStallMs: number;
}

/** Measures how long the main thread is kept from running timers while `work` runs. */
async function watchingStalls<T>(work: () => Promise<T>): Promise<{ value: T; stall: number }> {
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 10);
  try {
    const value = await work();
    await new Promise((done) => setTimeout(done, 20));
    stall = Math.max(stall, performance.now() - last);
    return { value, stall };
  } finally {
    clearInterval(timer);
  }
}

const heap = () =>
  (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;

/** On the page, as downloadReport did before issue 14 (and still does without workers). */
async function onPage(which: BenchKind): Promise<PdfTiming> {
  const [kind, input] = benched(which);
  const started = performance.now();
  const { value, stall } = await watchingStalls(async () => {
    const result = await buildReport(kind, input as never);
    if (!result.ok) throw new Error(`${kind}: ${result.message}`);
    return { blob: result.doc.output('blob'), pages: result.doc.getNumberOfPages(), heap: heap() };
  });
  const ms = performance.now() - started - 20;
  return {
    ms,
    bytes: value.blob.size,
    pages: value.pages,
    heapAfter: value.heap,
    longestStallMs: stall,
  };
}

/** In a Web Worker (bench/pdf.ts serves apps/web/src/reports/worker.ts, bundled, as /worker.js). */
async function inWorker(which: BenchKind): Promise<PdfTiming> {
  const [kind, input] = benched(which);
  const worker = new Worker('/worker.js', { type: 'module' });
  const started = performance.now();
  try {
    const { value, stall } = await watchingStalls(() => generateInWorker(worker, kind, input));
    if (!value.ok) throw new Error(`${kind}: ${value.message}`);
    const ms = performance.now() - started - 20;
    return { ms, bytes: value.bytes.byteLength, heapAfter: heap(), longestStallMs: stall };
  } finally {
    worker.terminate();
  }
}

(window as unknown as { benchPdf: unknown }).benchPdf = (kind: BenchKind, worker: boolean) =>
  worker ? inWorker(kind) : onPage(kind);
