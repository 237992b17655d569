import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers';
import { createClassroom } from '../factories/classroom';
import { familySignIn, SmsGateway, switchSide } from '../factories/family';
import { signUpEnrolling } from '../factories/staff';
import { createToken } from '../factories/tokens';
import { classroomValues, documentedOperations, type Operation } from '../operations';

/**
 * Issue 57: a read token listed the tokens through `/api/%74okens`, as the token check compared
 * the raw address while the router decoded it. Every permission must follow the route the router
 * matched: each operation of the served document (so a new route is covered by itself), spelled
 * as RFC 3986 allows and as clients garble it, by each kind of caller, must answer as its plain
 * spelling does, or 404. Over real HTTP, so no client library tidies the address on the way.
 */
const UNRESERVED = /[A-Za-z0-9._~-]/;

interface Spelling {
  label: string;
  method: string;
  url: string;
}

const escaped = (char: string, lowerHex: boolean) => {
  const hex = char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
  return `%${lowerHex ? hex.toLowerCase() : hex}`;
};

/** The spellings of an operation; between the two escaped ones, every character is escaped. */
function spellings(operation: Operation): Spelling[] {
  const [path, query] = operation.url.split('?') as [string, string | undefined];
  const rest = query === undefined ? '' : `?${query}`;
  const segments = path.split('/');
  const spelled = (label: string, url: string, method: string = operation.method) => ({
    label,
    method,
    url: url + rest,
  });
  const list = [0, 1].map((parity) =>
    spelled(
      `every ${parity ? 'odd' : 'even'} character escaped`,
      [...path]
        .map((c, i) => (UNRESERVED.test(c) && i % 2 === parity ? escaped(c, parity === 1) : c))
        .join(''),
    ),
  );
  list.push(
    spelled('a doubled slash', path.replace(/\/(?=[^/]*$)/, '//')),
    spelled('a leading doubled slash', `/${path}`),
    spelled('a trailing slash', `${path}/`),
    spelled('upper case', path.toUpperCase()),
    // On the segment after /api, which no parameter takes: `update-batch;x=y` is a student id.
    spelled('a ;x=y parameter', segments.map((s, i) => (i === 2 ? `${s};x=y` : s)).join('/')),
  );
  if (operation.method === 'GET') list.push(spelled('HEAD', path, 'HEAD'));
  return list;
}

/** Writes name nothing that exists, so no call changes what the next one answers. */
const NOTHING: Record<string, string> = {
  batch: 'NO-SUCH-BATCH',
  registerNumber: 'NO-SUCH-STUDENT',
  reason: 'left',
  year: '2',
  semester: '3',
  date: '2026-03-10',
};

const ACTORS = [
  'anonymous',
  'read token',
  'read+import token',
  'Admin',
  'HOD',
  'Subject_Staff',
  'enrol-only session',
  'student',
  'parent',
] as const;
type Actor = (typeof ACTORS)[number];

describeEachDatabase(
  'every permission follows the matched route, however it is spelled',
  (kind) => {
    let t: TestApp;
    let operations: Operation[];
    let port: number;
    const agent = new Agent({ keepAlive: true });
    const sms = new SmsGateway();
    let smsUrl = '';
    const headersOf = {} as Record<Actor, Record<string, string>>;

    beforeAll(async () => {
      await sms.start().then((url) => (smsUrl = url));
      t = await createTestApp(kind, {
        API_TOKEN_RATE_PER_MINUTE: '10000',
        SMS_WEBHOOK_URL: smsUrl,
      });
      const room = await createClassroom(t.app, t.database.db);
      const value = await classroomValues(t.database.db, room);
      operations = await documentedOperations(t.app, (name, method) =>
        method === 'GET' ? value(name) : (NOTHING[name] ?? '999999'),
      );
      // Signing out ends the session the next calls use: last.
      const signsOut = (o: Operation) =>
        ['/api/auth/logout', '/api/family/logout'].includes(o.path);
      operations.sort((a, b) => Number(signsOut(a)) - Number(signsOut(b)));

      const enrolling = await signUpEnrolling(t.app, 'MBA');
      const bearer = async (scope: 'read' | 'read+import') => ({
        authorization: `Bearer ${(await createToken(t.app, room.admin, scope)).secret}`,
      });
      Object.assign(headersOf, {
        anonymous: {},
        'read token': await bearer('read'),
        'read+import token': await bearer('read+import'),
        Admin: { cookie: room.admin.cookie },
        HOD: { cookie: room.hod.cookie },
        Subject_Staff: { cookie: room.teacher.cookie },
        'enrol-only session': { cookie: enrolling.cookie },
      });
      // Issue 50: the classroom's first student (id 1, the pages' studentID) and their parent.
      await switchSide(t.app, room.admin, true);
      headersOf.student = {
        cookie: await familySignIn(t.app, sms, 'student', room.registerNumbers[0]!),
      };
      headersOf.parent = { cookie: await familySignIn(t.app, sms, 'parent', '9000000002') };
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      agent.destroy();
      await t.close();
      await sms.close();
    });

    /** The status of one call, its address sent exactly as spelled. */
    const statusOf = (method: string, path: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        // No body: a call refused before its body is read would close the kept connection.
        const call = request(
          { host: '127.0.0.1', port, agent, method, path, headers },
          (answer) => {
            answer.resume();
            answer.on('end', () => resolve(answer.statusCode ?? 0));
          },
        );
        call.on('error', (error) => reject(new Error(`${method} ${path}: ${error.message}`)));
        call.end();
      });

    it('spells every documented operation in many ways', () => {
      expect(operations.length).toBeGreaterThan(80);
      const tokens = operations.find((o) => o.method === 'GET' && o.path === '/api/tokens')!;
      expect(spellings(tokens).map((s) => s.url)).toEqual(
        expect.arrayContaining(['/a%70i/t%6Fk%65n%73', '/%61p%69/%74o%6be%6es', '/api/tokens;x=y']),
      );
    });

    it.each(ACTORS)('%s: every spelling answers as the plain one, or 404', async (actor) => {
      const headers = headersOf[actor];
      const mismatches: string[] = [];
      let answered = 0;
      for (const operation of operations) {
        const plain = await statusOf(operation.method, operation.url, headers);
        if (plain < 300) answered += 1;
        for (const spelling of spellings(operation)) {
          const status = await statusOf(spelling.method, spelling.url, headers);
          if (status !== plain && status !== 404) {
            mismatches.push(
              `${operation.method} ${operation.url} ${plain}; ${spelling.label}: ` +
                `${spelling.method} ${spelling.url} ${status}`,
            );
          }
        }
      }
      expect(mismatches).toEqual([]);
      // Not refused alike everywhere: the plain spellings really answer.
      expect(answered).toBeGreaterThan(actor === 'anonymous' ? 3 : 8);
    });
  },
);
