import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { STUDENT_IMPORT_COLUMNS } from '@attendance/domain';
import { buildApi, CAPTCHA, ROOT, startApiServer, type ServerProcess } from './server';

/**
 * Import and Excel export figures on a fresh SQLite campus (the demo staff sign in): 5,040
 * students imported from one .xlsx (28 batches of 180; preview, then commit), the attendance
 * view of 180 students × 90 sessions and one day's cumulative of the department (5,040
 * students × 8 periods) as .xlsx. Each with its time and the server's peak resident memory.
 */
export interface ImportFigures {
  students: number;
  sessions: number;
  steps: {
    name: string;
    seconds: number;
    peakMb: number;
    /** Growth of the server's RSS over its value before the step (sampled every 20 ms). */
    growthMb: number;
    /** The slowest GET /api/health asked every 20 ms during the step. */
    healthMs: number;
    targetSeconds: number;
    bytes: number;
  }[];
}

const BATCHES = 28;
const ADMIN = { email: 'admin.cse@demo.college', idCardNumber: 'DEMO-CSE-ADMIN' };

/** The demo campus's CSE Admin, signed in: the cookie. */
export async function signIn(url: string): Promise<string> {
  const captcha = async () =>
    ((await (await fetch(`${url}/api/auth/captcha`)).json()) as { token: string }).token;
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, captchaToken: await captcha(), captchaAnswer: CAPTCHA }),
  });
  if (!response.ok) throw new Error(`demo Admin sign-in failed: ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

/** The template .xlsx of 28 batches of `perBatch` students of CSE. */
export async function rosterFile(perBatch: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(STUDENT_IMPORT_COLUMNS.map((column) => column.header));
  for (let batch = 0; batch < BATCHES; batch += 1) {
    for (let i = 0; i < perBatch; i += 1) {
      const register = `BX${String(batch).padStart(2, '0')}${String(i).padStart(4, '0')}`;
      const [year, semester] = [(batch % 4) + 1, (batch % 4) * 2 + 1];
      sheet.addRow([
        register,
        `Student ${register}`,
        `CSE-B${batch}`,
        year,
        semester,
        'CSE',
        i % 2 ? 'Male' : 'Female',
        'Regular',
        '9876543210',
        '9876543211',
      ]);
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One subject per batch for the view, one for the day; attendance written straight to the file. */
function seedAttendance(path: string, sessions: number): { viewSubject: number; day: string } {
  const db = new SQLite(path);
  db.pragma('busy_timeout = 5000');
  const admin = db.prepare('select id, staff_code from staff where email = ?').get(ADMIN.email) as {
    id: number;
    staff_code: string;
  };
  const now = new Date().toISOString();
  const addSubject = db.prepare(
    `insert into subjects (subject_code, subject_name, batch, year, semester, department,
     owner_department, is_common, is_elective, created_at) values (?, ?, ?, ?, ?, 'CSE', 'CSE', 0, 0, ?)`,
  );
  const mark = db.prepare(
    `insert into attendance (student_id, subject_id, staff_id, register_number, faculty_code,
     subject_code, batch, department, year, semester, date, period, status, created_at)
     values (?, ?, ?, ?, ?, ?, ?, 'CSE', ?, ?, ?, ?, ?, ?)`,
  );
  const day = '2026-01-02';
  const dates = Array.from({ length: sessions }, (_, i) =>
    new Date(Date.UTC(2026, 0, 5) + i * 86_400_000).toISOString().slice(0, 10),
  );
  let viewSubject = 0;
  db.transaction(() => {
    for (let batch = 0; batch < BATCHES; batch += 1) {
      const name = `CSE-B${batch}`;
      const students = db
        .prepare('select id, register_number, year, semester from students where batch = ?')
        .all(name) as { id: number; register_number: string; year: number; semester: number }[];
      const { year, semester } = students[0]!;
      const daily = Number(
        addSubject.run(`BD${batch}`, 'Daily', name, year, semester, now).lastInsertRowid,
      );
      for (const s of students) {
        for (let period = 1; period <= 8; period += 1) {
          const status = (s.id + period) % 5 === 0 ? 'A' : 'P';
          mark.run(
            s.id,
            daily,
            admin.id,
            s.register_number,
            admin.staff_code,
            `BD${batch}`,
            name,
            year,
            semester,
            day,
            period,
            status,
            now,
          );
        }
      }
      if (batch > 0) continue;
      viewSubject = Number(
        addSubject.run('BV0', 'Semester view', name, year, semester, now).lastInsertRowid,
      );
      for (const s of students) {
        for (const [index, date] of dates.entries()) {
          const status = (s.id + index) % 7 === 0 ? 'A' : 'P';
          mark.run(
            s.id,
            viewSubject,
            admin.id,
            s.register_number,
            admin.staff_code,
            'BV0',
            name,
            year,
            semester,
            date,
            1,
            status,
            now,
          );
        }
      }
    }
  })();
  db.close();
  return { viewSubject, day };
}

/** The template's header, then lines of one comma up to just under 5 MB: issue 25's file. */
function hostileCsv(): Buffer {
  const header = `${STUDENT_IMPORT_COLUMNS.map((column) => column.header).join(',')}\n`;
  return Buffer.concat([Buffer.from(header), Buffer.alloc(5 * 1024 * 1024 - 4096, ',\n')]);
}

/**
 * Times one call while sampling the server's RSS and asking GET /api/health every 20 ms: the
 * step's own peak and growth, and how long the slowest health answer waited meanwhile.
 */
async function timed(server: ServerProcess, run: () => Promise<Response>, expected?: number) {
  const before = server.memory().rssMb;
  let stepPeak = before;
  let running = true;
  let healthMs = 0;
  const sampler = setInterval(() => {
    stepPeak = Math.max(stepPeak, server.memory().rssMb);
  }, 20);
  const probes = (async () => {
    while (running) {
      const asked = performance.now();
      await (await fetch(`${server.url}/api/health`)).arrayBuffer();
      healthMs = Math.max(healthMs, performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const response = await run();
  const bytes = (await response.arrayBuffer()).byteLength;
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await probes;
  clearInterval(sampler);
  if (expected ? response.status !== expected : !response.ok)
    throw new Error(`answered ${response.status}`);
  return { seconds, bytes, peakMb: stepPeak, growthMb: stepPeak - before, healthMs };
}

const upload = (url: string, cookie: string, file: Buffer, name: string, commit: boolean) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  return fetch(`${url}/api/students/import?commit=${commit}`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
};

export async function benchImports(options: { quick: boolean; log: (line: string) => void }) {
  const perBatch = options.quick ? 6 : 180;
  const sessions = options.quick ? 5 : 90;
  const dir = mkdtempSync(join(tmpdir(), 'bench-imports-'));
  const path = join(dir, 'imports.db');
  const server = await startApiServer(`sqlite:${path}`, resolve(ROOT, 'data/bench/imports.log'), {
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
  });
  const steps: ImportFigures['steps'] = [];
  try {
    const cookie = await signIn(server.url);
    const file = await rosterFile(perBatch);
    for (const commit of [false, true]) {
      options.log(`import of ${BATCHES * perBatch} students, commit=${commit}…`);
      const figure = await timed(server, () =>
        upload(server.url, cookie, file, 'students.xlsx', commit),
      );
      steps.push({
        name: commit ? 'Import commit' : 'Import preview',
        targetSeconds: 10,
        ...figure,
      });
    }
    options.log('hostile CSV of 2,400,000 one-comma lines (refused)…');
    const hostile = hostileCsv();
    const refused = await timed(
      server,
      () => upload(server.url, cookie, hostile, 'hostile.csv', false),
      400,
    );
    steps.push({ name: 'Hostile CSV, refused (400)', targetSeconds: 1, ...refused });
    const { viewSubject, day } = seedAttendance(path, sessions);
    const exports = [
      ['Attendance view .xlsx', `/api/reports/attendance.xlsx?subjectID=${viewSubject}`],
      ['Cumulative .xlsx', `/api/reports/cumulative.xlsx?date=${day}`],
    ] as const;
    for (const [name, url] of exports) {
      options.log(`${name}…`);
      const figure = await timed(server, () =>
        fetch(`${server.url}${url}`, { headers: { cookie } }),
      );
      steps.push({ name, targetSeconds: 2, ...figure });
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { students: BATCHES * perBatch, sessions, steps } satisfies ImportFigures;
}

/** The Markdown table of docs/performance.md. */
export function importTable(figures: ImportFigures): string {
  const lines = [
    `| Step (${figures.students.toLocaleString('en')} students, view of ${figures.sessions} sessions) | Time | Server peak RSS (growth) | Slowest health answer | Target |`,
    '|---|---|---|---|---|',
    ...figures.steps.map(
      (s) =>
        `| ${s.name} | ${s.seconds.toFixed(2)} s (${(s.bytes / 1024).toFixed(0)} KB) | ${s.peakMb.toFixed(0)} MB (+${s.growthMb.toFixed(0)}) | ${s.healthMs.toFixed(0)} ms | under ${s.targetSeconds} s, 250 MB: ${s.seconds < s.targetSeconds && s.peakMb < 250 ? 'met' : 'MISSED'} |`,
    ),
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const quick = process.argv.includes('--quick');
  const log = (line: string) => console.error(line);
  buildApi();
  console.log(importTable(await benchImports({ quick, log })));
}
