import { request, type APIRequestContext } from '@playwright/test';
import type { Designation, StaffDto } from '@attendance/domain';
import { approveRegistration, rememberApprover } from './approval';
import { CAPTCHA } from './portal';

let counter = 0;

export interface StaffAccount {
  staff: StaffDto;
  email: string;
  idCardNumber: string;
  /** An API client signed in as this staff member, for arranging data. */
  api: PortalApi;
}

/** Arranges data through the real API, as a client would; the behaviour under test is in the UI. */
export class PortalApi {
  constructor(readonly context: APIRequestContext) {}

  async call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    data?: unknown,
  ): Promise<T> {
    const response = await this.context.fetch(url, { method, data });
    const text = await response.text();
    if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async captcha(): Promise<string> {
    return (await this.call<{ token: string }>('GET', '/api/auth/captcha')).token;
  }

  addStudent(student: Record<string, unknown>) {
    return this.call<{ studentID: number }>('POST', '/api/admin/students', student);
  }

  addSubject(subject: Record<string, unknown>) {
    return this.call<{ subject: { subjectID: number } }>(
      'POST',
      '/api/subjects/addSubject',
      subject,
    );
  }

  allocate(registerNumber: string, subjectIDs: number[]) {
    return this.call('POST', '/api/admin/allocate', {
      registerNumber,
      subjectIDs: subjectIDs.join(','),
    });
  }

  assign(staffId: number, subjectId: number) {
    return this.call('POST', '/api/staff-subject/assign', { staffId, subjectId, status: true });
  }

  setStatus(staffId: number, subjectId: number, status: boolean) {
    return this.call('PUT', '/api/staff-subject/update-status', { staffId, subjectId, status });
  }
}

export interface Registration {
  email: string;
  idCardNumber: string;
  staffName: string;
  /** A fresh API client, not signed in. */
  api: PortalApi;
}

/** Only the register call: the account waits for approval (the approval screen's tests). */
export async function registerStaff(
  baseURL: string,
  designation: Designation,
  department = 'CSE',
  staffName?: string,
): Promise<Registration> {
  counter += 1;
  const tag = `${process.pid}${counter}${Date.now() % 100000}`;
  const email = `${designation.toLowerCase()}.${tag}@e2e.college`;
  const idCardNumber = `E2E-${tag}`;
  const name = staffName ?? `${designation.replace('_', ' ')} ${tag}`;
  const api = new PortalApi(await request.newContext({ baseURL }));
  await api.call('POST', '/api/auth/register', {
    staffName: name,
    department,
    designation,
    email,
    phone: '9876543210',
    idCardNumber,
    captchaToken: await api.captcha(),
    captchaAnswer: CAPTCHA,
  });
  return { email, idCardNumber, staffName: name, api };
}

/**
 * Registers a staff member through the real calls, has the registration approved (support/
 * approval.ts) and signs them in on a fresh API client.
 */
export async function createStaff(
  baseURL: string,
  designation: Designation,
  department = 'CSE',
  staffName?: string,
): Promise<StaffAccount> {
  const { email, idCardNumber, api } = await registerStaff(
    baseURL,
    designation,
    department,
    staffName,
  );
  await approveRegistration(baseURL, department, email);
  const login = await api.call<{ staff: StaffDto }>('POST', '/api/auth/login', {
    email,
    idCardNumber,
    captchaToken: await api.captcha(),
    captchaAnswer: CAPTCHA,
  });
  rememberApprover(baseURL, department, designation, api);
  return { staff: login.staff, email, idCardNumber, api };
}

/** A student body with sensible defaults. */
export function studentFor(
  department: string,
  batch: string,
  registerNumber: string,
  name: string,
) {
  return {
    registerNumber,
    studentName: name,
    batch,
    year: 2,
    semester: 3,
    department,
    gender: 'Female',
    type: 'Regular',
    studentNumber: '9000000001',
    parentNumber: '9000000002',
  };
}

let tags = 0;

/** A tag no other test of this server uses, so batches and codes never collide. */
export function uniqueTag(): string {
  tags += 1;
  return `${process.pid % 1000}${tags}${Date.now() % 100000}`;
}

/** A subject body of year 2, semester 3 in CSE unless `extra` says otherwise. */
export function subjectFor(batch: string, code: string, name: string, extra: object = {}) {
  return {
    subjectCode: code,
    subjectName: name,
    batch,
    year: 2,
    semester: 3,
    department: 'CSE',
    isCommon: false,
    isElective: false,
    ...extra,
  };
}

/** Adds a subject of the Admin's department through the API and gives its id. */
export async function addSubject(
  admin: StaffAccount,
  batch: string,
  code: string,
  name: string,
  extra: object = {},
): Promise<number> {
  const body = subjectFor(batch, code, name, { department: admin.staff.department, ...extra });
  return (await admin.api.addSubject(body)).subject.subjectID;
}
