import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * Issue 23's peer: what a PHP school system (RosarioSIS's take-attendance page) serves for the
 * same class of 60: one server-rendered HTML page, about 60 KB, native radio buttons, a submit
 * button and no script. A bench-side server on loopback, not part of the product: each request
 * reads the class from the portal's own API with the teacher's cookie (as the PHP page queries
 * its database), and the form's POST stores the submission through the portal's real call, so
 * both sides do the same server work.
 */

interface Subject {
  id: number;
  batch: string;
  department: string;
  year: number;
  semester: number;
  subjectCode: string;
  subject: { subjectID: number; subjectName: string };
}
interface Student {
  registerNumber: string;
  studentName: string;
}

const STATUSES = ['P', 'A', 'OD', 'ML', 'LEAVE'] as const;
const LABELS = { P: 'Present', A: 'Absent', OD: 'On Duty', ML: 'Medical Leave', LEAVE: 'Leave' };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// A school system's frame around the form: its side menu of modules and programs.
const MENU = Array.from(
  { length: 120 },
  (_, i) =>
    `<li><a href="/Modules.php?modname=Module${i % 12}/Program${i}.php" title="Program ${i}">` +
    `Program ${i} of module ${i % 12}</a></li>`,
).join('\n');

const STYLE = `body{font:14px sans-serif;margin:0}nav{display:none}main{padding:8px}
table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #ccc;padding:4px}
label{display:inline-block;min-width:32px;min-height:32px}button{width:100%;height:44px}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style></head><body><nav><ul>${MENU}</ul></nav><main>${body}</main></body></html>`;
}

function row(student: Student, index: number): string {
  const name = `s${index}`;
  const radios = STATUSES.map(
    (status) =>
      `<label title="${LABELS[status]}"><input type="radio" name="${name}" value="${status}"` +
      `${status === 'P' ? ' checked' : ''} aria-label="${LABELS[status]}"> ${status}</label>`,
  ).join(' ');
  return `<tr data-testid="plain-row"><td>${index + 1}</td><td id="n${index}">${escape(student.studentName)}<br>
<small>${escape(student.registerNumber)}</small></td><td role="radiogroup" aria-labelledby="n${index}">
<input type="hidden" name="r${index}" value="${escape(student.registerNumber)}">${radios}</td></tr>`;
}

function form(subject: Subject, students: Student[], date: string): string {
  const periods = Array.from({ length: 8 }, (_, i) => `<option>${i + 1}</option>`).join('');
  return page(
    `Take attendance: ${subject.subjectCode}`,
    `<h1>${escape(subject.subjectCode)} ${escape(subject.subject.subjectName)}</h1>
<form method="post" action="/take?code=${encodeURIComponent(subject.subjectCode)}">
<label>Date <input type="date" name="date" value="${date}"></label>
<label>Period <select name="period"><option value="">Select period</option>${periods}</select></label>
<table><tbody>${students.map(row).join('\n')}</tbody></table>
<button type="submit">Submit Attendance</button></form>`,
  );
}

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export interface PlainPage {
  url: string;
  stop(): Promise<void>;
}

/** Starts the peer on a free loopback port in front of the portal at `portalUrl`. */
export async function startPlainPage(portalUrl: string): Promise<PlainPage> {
  const call = async <T>(cookie: string, path: string, init: RequestInit = {}) => {
    const headers = { cookie, 'content-type': 'application/json' };
    const answer = await fetch(`${portalUrl}${path}`, { ...init, headers });
    const text = await answer.text();
    if (!answer.ok) throw new Error(text);
    return JSON.parse(text) as T;
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const cookie = request.headers.cookie ?? '';
      const url = new URL(request.url ?? '/', 'http://plain');
      const me = await call<{ staff: { staffID: number; staffCode: string } }>(
        cookie,
        '/api/auth/session',
      );
      const subjects = await call<Subject[]>(
        cookie,
        `/api/attendance/subjects/${me.staff.staffID}`,
      );
      const subject = subjects.find((s) => s.subjectCode === url.searchParams.get('code'));
      if (!subject) throw new Error('no such subject');
      const query = new URLSearchParams({
        batch: subject.batch,
        department: subject.department,
        year: String(subject.year),
        semester: String(subject.semester),
        subjectId: String(subject.subject.subjectID),
      });
      const students = await call<Student[]>(cookie, `/api/attendance/students?${query}`);
      let html: string;
      if (request.method === 'POST') {
        const fields = await readBody(request);
        const [date, period] = [fields.get('date') ?? '', Number(fields.get('period'))];
        const records = students.map((student, index) => ({
          batch: subject.batch,
          date,
          department: subject.department,
          facultyCode: me.staff.staffCode,
          period,
          subjectID: subject.subject.subjectID,
          registerNumber: fields.get(`r${index}`) ?? student.registerNumber,
          semester: subject.semester,
          status: fields.get(`s${index}`) ?? 'P',
          subjectCode: subject.subjectCode,
          year: subject.year,
        }));
        const answer = await call<{ message: string }>(cookie, '/api/attendance/mark', {
          method: 'POST',
          body: JSON.stringify(records),
        });
        html = page('Attendance', `<p role="status">${escape(answer.message)}</p>`);
      } else {
        html = form(subject, students, new Date().toISOString().slice(0, 10));
      }
      // Compressed as nginx's default configuration does for HTML.
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding']));
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(gzip ? gzipSync(html) : html);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((done) => server.close(() => done())),
  };
}
