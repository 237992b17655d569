import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAMILY_MESSAGES } from '@attendance/domain';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { askCode, familyCookie, signInWithCode } from '../factories/family';
import { signIn } from '../factories/staff';

/**
 * With no SMS gateway, codes go to the server log (issue 50): the demo campus's student and
 * parent of README sign in with the code read from the log.
 */
describeEachDatabase(
  'the demo campus: students and parents sign in with codes from the log',
  (kind) => {
    let t: TestApp;
    const lines: string[] = [];
    const codeInLog = (to: string) => {
      const line = [...lines].reverse().find((l) => l.includes('"sms"') && l.includes(to));
      const code = line && /\b(\d{6})\b/.exec(JSON.parse(line).sms.text)?.[1];
      if (!code) throw new Error(`no code for ${to} in the log`);
      return code;
    };

    beforeAll(async () => {
      t = await createTestApp(
        kind,
        { DEMO_DATA: '1', LOG_LEVEL: 'warn' },
        { logStream: { write: (line) => lines.push(line) } },
      );
    });
    afterAll(async () => t.close());

    it('signs the demo student in, and shows their subjects with a budget', async () => {
      expect(json(await askCode(t.app, 'student', '24CSE001')).message).toBe(
        FAMILY_MESSAGES.codeSent,
      );
      const answer = await signInWithCode(t.app, 'student', '24CSE001', codeInLog('"to":"+91'));
      expect(answer.statusCode, answer.body).toBe(200);
      const [child] = json(answer).session.children;
      const home = await t.app.inject({
        url: `/api/family/students/${child.studentID}/home`,
        headers: { cookie: familyCookie(answer) },
      });
      expect(home.statusCode).toBe(200);
      expect(json(home).subjects.length).toBeGreaterThan(3);
      expect(json(home).subjects[0].held).toBeGreaterThan(0);
    });

    it('signs the demo parent in, with two children in two departments', async () => {
      await askCode(t.app, 'parent', '98765 43210');
      const answer = await signInWithCode(
        t.app,
        'parent',
        '98765 43210',
        codeInLog('+919876543210'),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(
        json(answer).session.children.map((c: { registerNumber: string }) => c.registerNumber),
      ).toEqual(['24CSE001', '24ECE001']);
    });

    it('tells the Admin that codes go to the server log', async () => {
      const admin = await signIn(t.app, 'admin.cse@demo.college', 'DEMO-CSE-ADMIN');
      const overview = json(
        await t.app.inject({ url: '/api/family/admin', headers: { cookie: admin.cookie } }),
      );
      expect(overview).toMatchObject({
        enabled: true,
        sms: { mode: 'log', note: 'codes go to the server log: for trying it out only' },
      });
    });
  },
);
