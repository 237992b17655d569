import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES, MESSAGES, smsParts } from '@attendance/domain';
import { CAPTCHA, createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { createClassroom, type Classroom } from '../factories/classroom';
import { captchaToken, signIn } from '../factories/staff';
import { askCode, familySignIn, SmsGateway, switchSide } from '../factories/family';
import {
  placeholdersOf,
  SERVER_CATALOG,
  translateMessage,
} from '../../src/modules/languages/translate';

/**
 * Each person's language (issue 53): staff and a parent choose theirs, kept across sign-ins; the
 * server's answers come in the request's language (Accept-Language, as the web app sends the
 * person's choice) with the same code; sign-in codes go in the person's language as Unicode SMS.
 */
describeEachDatabase('languages', (kind) => {
  let t: TestApp;
  let sms: SmsGateway;
  let room: Classroom;

  beforeAll(async () => {
    sms = new SmsGateway();
    t = await createTestApp(kind, { SMS_WEBHOOK_URL: await sms.start() });
    room = await createClassroom(t.app, t.database.db);
    await t.database.db
      .updateTable('students')
      .set({ student_number: '98765 43210', parent_number: '90000 11111' })
      .where('register_number', '=', room.registerNumbers[0]!)
      .execute();
    expect((await switchSide(t.app, room.admin, true)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  it('tells the default language and the ones offered', async () => {
    const campus = json(await t.app.inject({ url: '/api/campus' }));
    expect(campus.languages).toEqual({ default: 'en', offered: ['en', 'hi', 'ta'] });
  });

  it("keeps a teacher's language for their next sign-in", async () => {
    const { teacher } = room;
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { cookie: teacher.cookie },
      payload: { language: 'ta' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(json(chosen)).toEqual({ language: 'ta' });
    const again = await signIn(t.app, teacher.staff.email, teacher.idCardNumber);
    const session = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: again.cookie },
    });
    expect(json(session).staff.language).toBe('ta');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { cookie: teacher.cookie },
      payload: { language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).code).toBe('VALIDATION');
    const nobody = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { language: 'hi' },
    });
    expect(nobody.statusCode).toBe(401);
  });

  it("answers in the request's language, with the same code; English as the spec words it", async () => {
    const login = async (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: language ? { 'accept-language': language } : {},
        payload: {
          email: 'x@college.test',
          idCardNumber: 'ID1',
          captchaToken: await captchaToken(t.app),
          captchaAnswer: 'NOPE00',
        },
      });
    const english = json(await login());
    expect(english).toEqual({ message: MESSAGES.captchaMismatch, code: 'CAPTCHA_MISMATCH' });
    expect(json(await login('en-US,en;q=0.9'))).toEqual(english);
    expect(json(await login('ta'))).toEqual({
      message: 'கேப்ட்சா பொருந்தவில்லை, மீண்டும் முயலவும்.',
      code: 'CAPTCHA_MISMATCH',
    });
    expect(json(await login('hi-IN,hi;q=0.9,en;q=0.8')).message).toBe(
      'कैप्चा मेल नहीं खाता, कृपया फिर से कोशिश करें।',
    );
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'accept-language': 'hi' },
    });
    expect(json(out)).toEqual({ message: 'लॉग आउट हो गया' });
  });

  it("sends a parent's code in their language as a Unicode SMS, and keeps the choice", async () => {
    const before = sms.received.length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/family/code',
      headers: { 'accept-language': 'hi' },
      payload: {
        who: 'parent',
        login: '90000 11111',
        captchaToken: await captchaToken(t.app),
        captchaAnswer: CAPTCHA,
      },
    });
    expect(json(asked).message).toBe('यदि यह नंबर अभिलेख में है, तो एक कोड भेज दिया गया है।');
    const hindi = (await sms.waitFor(before + 1))[before]!.body as unknown as {
      text: string;
      language: string;
      parts: number;
    };
    expect(hindi.text).toMatch(/^\d{6} \S+ साइन-इन कोड। 10 मिनट तक मान्य।/);
    expect(hindi).toMatchObject({ language: 'hi', parts: 1 });
    expect(smsParts(hindi.text)).toMatchObject({ encoding: 'UCS-2', parts: 1 });

    const cookie = await familySignIn(t.app, sms, 'parent', '90000 11111');
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/family/language',
      headers: { cookie },
      payload: { language: 'ta' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const session = json(await t.app.inject({ url: '/api/family/session', headers: { cookie } }));
    expect(session.session.language).toBe('ta');
    // The next code goes in Tamil, whatever the page's language.
    const count = sms.received.length;
    expect((await askCode(t.app, 'parent', '90000 11111')).statusCode).toBe(200);
    const tamil = (await sms.waitFor(count + 1))[count]!.body as unknown as {
      text: string;
      parts: number;
    };
    expect(tamil.text).toContain('உள்நுழைவுக் குறியீடு');
    expect(tamil.parts).toBe(1);
    const staff = await t.app.inject({
      method: 'PUT',
      url: '/api/family/language',
      headers: { cookie: room.teacher.cookie },
      payload: { language: 'hi' },
    });
    expect(staff.statusCode).toBe(403);
  });
});

describe("the server's words in Hindi and Tamil (issue 53)", () => {
  it('has every message of the spec and of the family side', () => {
    const known = new Set(SERVER_CATALOG.map((m) => m.en));
    const spec = [...Object.values(MESSAGES), ...Object.values(FAMILY_MESSAGES)];
    expect(spec.filter((text) => !known.has(text))).toEqual([]);
  });

  it('carries each varying part into both languages', () => {
    const wrong = SERVER_CATALOG.filter(
      (m) =>
        placeholdersOf(m.hi).sort().join() !== placeholdersOf(m.en).sort().join() ||
        placeholdersOf(m.ta).sort().join() !== placeholdersOf(m.en).sort().join() ||
        !m.hi.trim() ||
        !m.ta.trim(),
    );
    expect(wrong.map((m) => m.en)).toEqual([]);
  });

  it('keeps a part that starts a template first, where a place before the text may ride on it', () => {
    const moved = SERVER_CATALOG.filter((m) => {
      const lead = /^\{\w+\}/.exec(m.en)?.[0];
      return lead && (!m.hi.startsWith(lead) || !m.ta.startsWith(lead));
    });
    expect(moved.map((m) => m.en)).toEqual([]);
  });

  it('translates a text with varying parts, and leaves an unknown one as it is', () => {
    expect(translateMessage('A student with register number 22CS001 already exists.', 'ta')).toBe(
      'பதிவெண் 22CS001 உடைய மாணவர் ஏற்கெனவே உள்ளார்.',
    );
    expect(
      translateMessage(
        'Attendance for CS301 on 2026-03-10, period 2 has already been submitted.',
        'hi',
      ),
    ).toBe('CS301 की 2026-03-10, पीरियड 2 की उपस्थिति पहले ही जमा हो चुकी है।');
    expect(translateMessage('Something new.', 'hi')).toBe('Something new.');
  });
});
