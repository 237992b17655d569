import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { STUDENT_IMPORT_COLUMNS } from '@attendance/domain';
import { buildApi, CAPTCHA, ROOT, startApiServer } from './server';

/**
 * Only the 5,040-student template import of bench/imports.ts (preview, then commit), three
 * times on a fresh database each, medians of wall time and of the server's CPU time printed: a quick before/after check of a change to
 * the import without the whole bench (`node --import tsx bench/import-timing.ts`).
 */
const ADMIN = { email: 'admin.cse@demo.college', idCardNumber: 'DEMO-CSE-ADMIN' };
const ROUNDS = Number(process.env.ROUNDS ?? 3);

async function signIn(url: string): Promise<string> {
  const { token } = (await (await fetch(`${url}/api/auth/captcha`)).json()) as { token: string };
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, captchaToken: token, captchaAnswer: CAPTCHA }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

async function rosterFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(STUDENT_IMPORT_COLUMNS.map((column) => column.header));
  for (let batch = 0; batch < 28; batch += 1)
    for (let i = 0; i < 180; i += 1) {
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
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function main() {
  if (!process.env.SKIP_BUILD) buildApi();
  const file = await rosterFile();
  const times: Record<string, number[]> = {
    preview: [],
    commit: [],
    'preview (server CPU)': [],
    'commit (server CPU)': [],
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'import-timing-'));
    const server = await startApiServer(
      `sqlite:${join(dir, 'i.db')}`,
      resolve(ROOT, 'data/bench/import-timing.log'),
      { DEMO_DATA: '1', LOG_LEVEL: 'warn' },
    );
    try {
      const cookie = await signIn(server.url);
      for (const commit of [false, true]) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(file)]), 'students.xlsx');
        const started = performance.now();
        const cpu = server.cpu();
        const response = await fetch(`${server.url}/api/students/import?commit=${commit}`, {
          method: 'POST',
          body: form,
          headers: { cookie },
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`answered ${response.status}`);
        const step = commit ? 'commit' : 'preview';
        times[step]!.push((performance.now() - started) / 1000);
        // The server's own CPU seconds: steadier than wall time on a machine others share.
        times[`${step} (server CPU)`]!.push(server.cpu() - cpu);
      }
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  for (const [step, values] of Object.entries(times))
    console.log(
      `${step}: median ${median(values).toFixed(2)} s of ${values.map((v) => v.toFixed(2)).join(', ')}`,
    );
}

await main();
