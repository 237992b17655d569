// A nightly pull for a college's ERP, using nothing of this repository but its OpenAPI document.
//
//   npx openapi-typescript "$PORTAL_URL/api/docs/json" -o docs/examples/api.d.ts   # the types
//   PORTAL_URL=https://attendance.college.edu PORTAL_TOKEN=cap_… \
//     node --import tsx docs/examples/attendance-pull.ts [YYYY-MM-DD] [out.xlsx]
//
// It acts as the Admin who made the token (their department only), prints today's oversight
// and saves the department's cumulative attendance of the day as .xlsx.
import { writeFile } from 'node:fs/promises';
import type { paths } from './api.js';

type JsonOf<Path extends keyof paths & string> = paths[Path] extends {
  get: { responses: { 200: { content: { 'application/json': infer Body } } } };
}
  ? Body
  : never;

const base = (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const token = process.env.PORTAL_TOKEN;
if (!token) throw new Error('Set PORTAL_TOKEN to an API token (Admin → API tokens).');
const headers = { authorization: `Bearer ${token}` };

/** A GET of the API; a refusal ({ message, code }) ends the script with its message. */
async function get(path: string): Promise<Response> {
  const response = await fetch(`${base}${path}`, { headers });
  if (!response.ok) {
    const refusal = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(`${path}: ${response.status} ${refusal.message ?? response.statusText}`);
  }
  return response;
}

async function getJson<Path extends keyof paths & string>(
  path: Path,
  query = '',
): Promise<JsonOf<Path>> {
  return (await (await get(`${path}${query}`)).json()) as JsonOf<Path>;
}

const { staff: me } = await getJson('/api/auth/me');
console.log(`Signed in with the token as ${me.staffName}, ${me.designation} of ${me.department}`);

const today = await getJson('/api/oversight/today');
console.log(`Today ${today.date}: ${today.marked} of ${today.expected} class-periods marked`);
for (const staff of today.staff) {
  for (const subject of staff.subjects) {
    const marked = subject.cells.filter((cell) => cell.state === 'marked').length;
    console.log(`  ${staff.staffName}  ${subject.subjectCode} ${subject.batch}: ${marked} marked`);
  }
}

const date = process.argv[2] ?? today.date;
const file = process.argv[3] ?? `cumulative-${me.department}-${date}.xlsx`;
const workbook = await get(`/api/reports/cumulative.xlsx?date=${encodeURIComponent(date)}`);
await writeFile(file, Buffer.from(await workbook.arrayBuffer()));
console.log(`Saved the cumulative attendance of ${date} to ${file}`);
