import type { AutocannonRequest } from 'autocannon';
import type { CampusPlan, StaffPlan } from './campus';
import { assertHealthy, measure, type Measure } from './load';
import { captchaTokens, loginBody, type ServerProcess, type SignedIn } from './server';

/** The reads of the end of term, each as its user makes it, and their bare-route twins. */
export const READS = ['view', 'cumulative', 'students', 'subjects', 'login', 'health'] as const;
export type ReadName = (typeof READS)[number];

export const READ_LABELS: Record<ReadName, string> = {
  view: 'View Attendance, one subject, whole semester',
  cumulative: 'Cumulative, one department and date',
  students: 'Admin student list, one department',
  subjects: "Staff's subject list",
  login: 'Login',
  health: '`GET /api/health` (no session)',
};

/** Who reads what: all in department CSE, so the answers are the same at every copy count. */
export function readers(plan: CampusPlan) {
  const cse = plan.departments[0]!;
  const subject = cse.batches[1]!.subjects.find((s) => s.kind === 'core')!;
  return {
    subject,
    teacher: subject.teacher,
    hod: cse.hod,
    admin: cse.admin,
    date: plan.dates[Math.floor(plan.dates.length / 2)] as string,
    loginStaff: cse.teachers,
  };
}

export type Readers = ReturnType<typeof readers>;

function getRequests(who: Readers, signed: Map<number, SignedIn>) {
  const cookie = (staff: StaffPlan) => signed.get(staff.id)?.cookie as string;
  return {
    view: { path: `/api/attendance/view?subjectID=${who.subject.id}`, cookie: cookie(who.teacher) },
    cumulative: { path: `/api/attendance/cumulative?date=${who.date}`, cookie: cookie(who.hod) },
    students: { path: '/api/admin/students', cookie: cookie(who.admin) },
    subjects: { path: `/api/attendance/subjects/${who.teacher.id}`, cookie: cookie(who.teacher) },
    // Issue 26: what the server adds to every request, beside a bare route's same answer.
    health: { path: '/api/health', cookie: undefined },
  };
}

/** Each read once, as the bare server will repeat it; the login answer comes from sign-in. */
export async function captureAnswers(url: string, who: Readers, signed: Map<number, SignedIn>) {
  const answers: Record<string, string> = {};
  for (const [name, request] of Object.entries(getRequests(who, signed))) {
    const headers: Record<string, string> = request.cookie ? { cookie: request.cookie } : {};
    const response = await fetch(`${url}${request.path}`, { headers });
    answers[name] = await response.text();
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${answers[name]}`);
  }
  answers.login = signed.get(who.teacher.id)?.answer as string;
  return answers;
}

export interface ReadOptions {
  seconds: number;
  warmSeconds: number;
  loginAmount: number;
}

/** The reads against the real server, one connection: the wait one user sees. */
export async function measureReads(
  server: ServerProcess,
  who: Readers,
  signed: Map<number, SignedIn>,
  options: ReadOptions,
) {
  const { url, cpu } = server;
  const results = {} as Record<ReadName, Measure>;
  for (const [name, { path, cookie }] of Object.entries(getRequests(who, signed))) {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const request: AutocannonRequest = { method: 'GET', path, headers };
    const spec = { url, connections: 1, request, keepFailures: name !== 'view', cpu };
    await measure({ ...spec, seconds: options.warmSeconds });
    results[name as ReadName] = assertHealthy(
      name,
      await measure({ ...spec, seconds: options.seconds }),
    );
  }
  // A CAPTCHA answers once, so each sign-in takes a fresh token, all fetched beforehand.
  const warm = Math.max(10, Math.round(options.loginAmount / 10));
  const tokens = await captchaTokens(url, warm + options.loginAmount);
  let next = 0;
  const login: AutocannonRequest = {
    method: 'POST',
    path: '/api/auth/login',
    setupRequest: (request) => {
      const staff = who.loginStaff[next % who.loginStaff.length] as StaffPlan;
      const body = loginBody(staff, tokens[next++ % tokens.length] as string);
      return { ...request, body, headers: { 'content-type': 'application/json' } };
    },
  };
  await measure({ url, connections: 1, amount: warm, request: login });
  const spec = { url, connections: 1, amount: options.loginAmount, request: login, cpu };
  results.login = assertHealthy('login', await measure(spec));
  return results;
}

/** The same reads against the bare Fastify server answering the captured payloads. */
export async function measureBareReads(bare: ServerProcess, who: Readers, options: ReadOptions) {
  const results = {} as Record<ReadName, Measure>;
  // A sign-in body of the real size; the bare route only parses it.
  const body = loginBody(who.teacher, 'x'.repeat(200));
  const json = { 'content-type': 'application/json' };
  for (const name of READS) {
    const request: AutocannonRequest =
      name === 'login'
        ? { method: 'POST', path: '/login', body, headers: json }
        : { method: 'GET', path: `/${name}` };
    const spec = { url: bare.url, connections: 1, request, cpu: bare.cpu };
    await measure({ ...spec, seconds: options.warmSeconds });
    results[name] = assertHealthy(
      `bare ${name}`,
      await measure({ ...spec, seconds: options.seconds }),
    );
  }
  return results;
}
