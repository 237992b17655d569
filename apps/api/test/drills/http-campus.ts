import { randomBytes } from 'node:crypto';
import type { Designation } from '@attendance/domain';
import { createDatabase } from '../../src/db/kysely';
import { approveByEmail } from '../../src/modules/staff/staff-operations';
import { DRILL_CAPTCHA, serverDatabases } from './server-process';

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/** A browser-less client of the running server: JSON in and out, one session cookie. */
export class Client {
  staffId = 0;
  constructor(
    readonly base: string,
    public cookie = '',
  ) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await fetch(this.base + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }
}

async function expectStatus(answer: Promise<Answer>, status: number, what: string) {
  const done = await answer;
  if (done.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${done.status} ${JSON.stringify(done.body)}`);
  }
  return done.body;
}

/** Approves a registration as `npm run staff -- approve EMAIL` does, on the server's database. */
async function approveOnServer(base: string, email: string): Promise<void> {
  const url = serverDatabases.get(base);
  if (!url) throw new Error(`no drill server runs at ${base}`);
  const database = createDatabase(
    url.startsWith('sqlite:') ? { kind: 'sqlite', path: url.slice(7) } : { kind: 'postgres', url },
  );
  try {
    await approveByEmail(database.db, email, new Date());
  } finally {
    await database.close();
  }
}

/** Registers a staff member through the real calls, approves the registration, and signs in. */
export async function staffOverHttp(
  base: string,
  designation: Designation,
  department = 'CSE',
): Promise<Client> {
  const client = new Client(base);
  const tag = randomBytes(5).toString('hex');
  const email = `${designation.toLowerCase()}.${tag}@drill.test`;
  const idCardNumber = `DRILL-${tag}`;
  const captcha = async () => (await client.call('GET', '/api/auth/captcha')).body.token;
  await expectStatus(
    client.call('POST', '/api/auth/register', {
      staffName: `${designation} ${tag}`,
      department,
      designation,
      email,
      phone: '9876543210',
      idCardNumber,
      captchaToken: await captcha(),
      captchaAnswer: DRILL_CAPTCHA,
    }),
    201,
    'register',
  );
  await approveOnServer(base, email);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      idCardNumber,
      captchaToken: await captcha(),
      captchaAnswer: DRILL_CAPTCHA,
    }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  client.cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  client.staffId = ((await login.json()) as { staff: { staffID: number } }).staff.staffID;
  return client;
}

export interface Campus {
  admin: Client;
  hod: Client;
  /** teachers[i] is assigned subjects[i]. */
  teachers: Client[];
  subjects: { id: number; code: string }[];
  registerNumbers: string[];
}

/**
 * One CSE class of `classSize` students, `subjects` subjects allocated to all of them, each
 * assigned to its own teacher: all arranged over HTTP, as an Admin and a HOD would.
 */
export async function arrangeCampus(
  base: string,
  options: { subjects: number; classSize: number },
): Promise<Campus> {
  const [admin, hod] = [await staffOverHttp(base, 'Admin'), await staffOverHttp(base, 'HOD')];
  const teachers = await Promise.all(
    Array.from({ length: options.subjects }, () => staffOverHttp(base, 'Subject_Staff')),
  );
  const batch = 'CSE2024-2028';
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const registerNumbers = Array.from(
    { length: options.classSize },
    (_, i) => `D${tag}${String(i + 1).padStart(3, '0')}`,
  );
  for (const [i, registerNumber] of registerNumbers.entries()) {
    await expectStatus(
      admin.call('POST', '/api/admin/students', {
        registerNumber,
        studentName: `Drill Student ${i + 1}`,
        batch,
        year: 2,
        semester: 4,
        department: 'CSE',
        gender: (['Male', 'Female', 'Other'] as const)[i % 3],
        type: 'Regular',
        studentNumber: '9000000001',
        parentNumber: '9000000002',
      }),
      201,
      'add student',
    );
  }
  const subjects: Campus['subjects'] = [];
  for (let i = 0; i < options.subjects; i += 1) {
    const code = `DR${tag}${i}`;
    const body = await expectStatus(
      admin.call('POST', '/api/subjects/addSubject', {
        subjectCode: code,
        subjectName: `Drill subject ${i}`,
        batch,
        year: 2,
        semester: 4,
        department: 'CSE',
        isCommon: false,
        isElective: false,
      }),
      201,
      'add subject',
    );
    subjects.push({ id: body.subject.subjectID, code });
  }
  const subjectIDs = subjects.map((s) => s.id).join(',');
  for (const registerNumber of registerNumbers) {
    await expectStatus(
      admin.call('POST', '/api/admin/allocate', { registerNumber, subjectIDs }),
      201,
      'allocate',
    );
  }
  for (const [i, subject] of subjects.entries()) {
    await expectStatus(
      hod.call('POST', '/api/staff-subject/assign', {
        staffId: teachers[i]!.staffId,
        subjectId: subject.id,
      }),
      201,
      'assign',
    );
  }
  return { admin, hod, teachers, subjects, registerNumbers };
}
