import fc from 'fast-check';
import { hostileValue } from './arbitraries';
import type { RouteSpec } from './routes';
import { CAPTCHA } from '../helpers';
import type { Classroom } from '../factories/classroom';

type Fields = Record<string, unknown>;

/** A request that would pass validation: the fuzzer spoils one or two of its fields. */
export interface Template {
  route: RouteSpec;
  /** Who the call is for; the fuzzer mostly signs in as them, so refusals come from deeper. */
  role: 'anonymous' | 'Admin' | 'HOD' | 'Subject_Staff';
  pathId?: string;
  body?: Fields | Fields[];
  query?: Fields;
}

export interface Scene {
  room: Classroom;
  batch: string;
  studentId: number;
}

const route = (method: RouteSpec['method'], path: string): RouteSpec => ({ method, path });
const who = (path: string): Template['role'] =>
  path.startsWith('/api/auth')
    ? 'anonymous'
    : /admin|subjects/.test(path)
      ? 'Admin'
      : /staff-subject|cumulative/.test(path)
        ? 'HOD'
        : 'Subject_Staff';

export function templates({ room, batch, studentId }: Scene): Template[] {
  const student = {
    registerNumber: 'FZ0001',
    studentName: 'Fuzz Student',
    batch,
    year: 2,
    semester: 3,
    department: 'CSE',
    gender: 'Female',
    type: 'Regular',
    studentNumber: '9876543210',
    parentNumber: '9876543211',
  };
  const subject = {
    subjectCode: 'FZ101',
    subjectName: 'Fuzzing',
    batch,
    year: 2,
    semester: 3,
    department: 'CSE',
    isCommon: false,
    isElective: 1,
  };
  const pair = { staffId: room.teacher.staff.staffID, subjectId: room.subjectId };
  const records = room.registerNumbers.map((registerNumber) => ({
    subjectID: room.subjectId,
    date: '2026-03-09',
    period: 5,
    registerNumber,
    status: 'P',
  }));
  const list: Omit<Template, 'role'>[] = [
    {
      route: route('POST', '/api/auth/login'),
      body: { email: room.teacher.staff.email, idCardNumber: room.teacher.idCardNumber },
    },
    {
      route: route('POST', '/api/auth/register'),
      body: {
        staffName: 'Fuzz',
        department: 'CSE',
        designation: 'Subject_Staff',
        email: 'fuzz@college.test',
        phone: '9876543210',
        idCardNumber: 'FUZZ-1',
        captchaToken: 'x.y',
        captchaAnswer: CAPTCHA,
      },
    },
    { route: route('POST', '/api/admin/students'), body: student },
    { route: route('PUT', '/api/admin/students/:id'), pathId: String(studentId), body: student },
    {
      route: route('PUT', '/api/admin/students/update-batch'),
      query: { batch, year: 2, semester: 3 },
    },
    {
      route: route('POST', '/api/admin/students/inactives'),
      query: { batch: `${batch}-none`, reason: 'left' },
    },
    {
      route: route('POST', '/api/admin/students/inactive-by-register'),
      query: { registerNumber: 'NOSUCH1', reason: 'left' },
    },
    { route: route('POST', '/api/subjects/addSubject'), body: subject },
    {
      route: route('PUT', '/api/subjects/updateSubject/:id'),
      pathId: String(room.subjectId),
      body: subject,
    },
    { route: route('DELETE', '/api/subjects/deleteSubject/:id'), pathId: '999999' },
    {
      route: route('POST', '/api/admin/allocate'),
      body: { registerNumber: room.registerNumbers[0], subjectIDs: String(room.subjectId) },
    },
    { route: route('POST', '/api/staff-subject/assign'), body: pair },
    { route: route('PUT', '/api/staff-subject/update-status'), body: { ...pair, status: true } },
    {
      route: route('DELETE', '/api/staff-subject/delete'),
      query: { staffId: 1, subjectId: 999999 },
    },
    {
      route: route('GET', '/api/attendance/subjects/:id'),
      pathId: String(room.teacher.staff.staffID),
    },
    { route: route('GET', '/api/attendance/students'), query: { subjectId: room.subjectId } },
    { route: route('POST', '/api/attendance/mark'), body: records },
    {
      route: route('GET', '/api/attendance/view'),
      query: { subjectID: room.subjectId, startDate: '2026-01-01', endDate: '2026-12-31' },
    },
    {
      route: route('GET', '/api/attendance/cumulative'),
      query: { date: '2026-03-10', batch, year: 2, semester: 3 },
    },
  ];
  return list.map((template) => ({ ...template, role: who(template.route.path) }));
}

/** Fields a client must never set, and fields of other calls: tried as extras on every call. */
const EXTRA_KEYS = [
  'id',
  'active',
  'staffCode',
  'staffID',
  'designation',
  'department',
  'ownerDepartment',
  'facultyCode',
  'status',
  'batch',
  'year',
  '__proto__',
];

function spoil(fields: Fields, known: fc.Arbitrary<unknown>): fc.Arbitrary<Fields> {
  const keys = Object.keys(fields);
  return fc
    .record({
      replace: fc.subarray(keys, { minLength: 1, maxLength: Math.min(2, keys.length) }),
      values: fc.array(hostileValue(known), { minLength: 3, maxLength: 3 }),
      extra: fc.option(fc.constantFrom(...EXTRA_KEYS)),
      drop: fc.boolean(),
    })
    .map(({ replace, values, extra, drop }) => {
      const out: Fields = { ...fields };
      replace.forEach((key, i) => {
        if (drop && i === 1) delete out[key];
        else out[key] = values[i];
      });
      if (extra) Object.defineProperty(out, extra, { value: values[2], enumerable: true });
      return out;
    });
}

/** A template with one or two fields spoiled (for a list: one record, or the list's length). */
export function spoiled(template: Template, known: fc.Arbitrary<unknown>) {
  const body = template.body;
  const spoiledBody: fc.Arbitrary<unknown> = Array.isArray(body)
    ? fc.oneof(
        fc
          .tuple(fc.nat(body.length - 1), spoil(body[0]!, known))
          .map(([i, record]) => body.map((r, j) => (i === j ? { ...r, ...record } : r))),
        fc.constantFrom(body.slice(1), [...body, body[0]], [...body, ...body]),
      )
    : body
      ? spoil(body, known)
      : fc.constant(undefined);
  const query = template.query ? spoil(template.query, known) : fc.constant(undefined);
  return fc.tuple(spoiledBody, query).map(([b, q]) => ({ body: b, query: q }));
}

/** Query fields as a query string; a list becomes a repeated key. */
export function queryString(fields: Fields | undefined): string {
  if (!fields) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      params.append(key, Buffer.from(text.slice(0, 3000)).toString());
    }
  }
  return params.toString();
}
