import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, type Classroom } from '../factories/classroom';
import { askCode, SmsGateway, signInWithCode, switchSide } from '../factories/family';
import { Msg91Fake } from '../factories/msg91-fake';
import { signIn } from '../factories/staff';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 60 && !check(); i += 1) await new Promise((r) => setTimeout(r, 50));
};

describeEachDatabase('the built-in MSG91 gateway, against a local fake of its Flow API', (kind) => {
  let t: TestApp;
  let fake: Msg91Fake;
  let room: Classroom;

  beforeAll(async () => {
    fake = new Msg91Fake('msg91-key');
    const base = await fake.start();
    t = await createTestApp(kind, {
      SMS_GATEWAY: 'msg91',
      MSG91_AUTH_KEY: 'msg91-key',
      MSG91_TEMPLATE_ID: 'flow-otp-1',
      MSG91_BASE_URL: base,
    });
    room = await createClassroom(t.app, t.database.db, { size: 1 });
    await t.database.db
      .updateTable('students')
      .set({ student_number: '98765 43210' })
      .where('register_number', '=', room.registerNumbers[0]!)
      .execute();
    await switchSide(t.app, room.admin, true);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends the code as the template variables and signs the student in with it', async () => {
    expect((await askCode(t.app, 'student', room.registerNumbers[0]!)).statusCode).toBe(200);
    await until(() => fake.accepted.length > 0);
    const [flow] = fake.accepted;
    expect(flow).toMatchObject({
      template_id: 'flow-otp-1',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', minutes: '10', campus: 'CCE' }],
    });
    const code = flow!.recipients[0]!.code!;
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await signInWithCode(t.app, 'student', room.registerNumbers[0]!, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const admin = await signIn(t.app, room.admin.staff.email, room.admin.idCardNumber);
    const overview = await t.app.inject({
      url: '/api/family/admin',
      headers: { cookie: admin.cookie },
    });
    expect(json(overview).sms).toEqual({ mode: 'msg91', note: null });
  });

  it("reads its settings: the auth key is required, MSG91's own address by default", () => {
    const config = loadConfig(
      { SMS_GATEWAY: 'msg91', MSG91_AUTH_KEY: 'x', APP_SECRET: 'x'.repeat(40) },
      '/tmp',
    );
    expect(config.family.msg91?.baseUrl.href).toBe('https://control.msg91.com/');
    expect(() => loadConfig({ SMS_GATEWAY: 'msg91', APP_SECRET: 'x'.repeat(40) }, '/tmp')).toThrow(
      /MSG91_AUTH_KEY/,
    );
  });
});

describeEachDatabase('the SMS webhook refusing a message', (kind) => {
  let t: TestApp;
  let sms: SmsGateway;
  const lines: string[] = [];

  beforeAll(async () => {
    sms = new SmsGateway();
    sms.status = 503;
    t = await createTestApp(
      kind,
      { SMS_WEBHOOK_URL: await sms.start(), LOG_LEVEL: 'error' },
      { logStream: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  it('answers the student the same and logs the failure with the message id', async () => {
    const room = await createClassroom(t.app, t.database.db, { size: 1 });
    await switchSide(t.app, room.admin, true);
    const answer = await askCode(t.app, 'student', room.registerNumbers[0]!);
    expect(answer.statusCode).toBe(200);
    await sms.waitFor(1);
    await until(() => lines.some((l) => l.includes('did not accept')));
    const logged = JSON.parse(lines.find((l) => l.includes('did not accept'))!);
    expect(logged.sms.id).toBe(sms.received[0]!.body.id);
    expect(logged.err.message).toContain('503');
  });
});
