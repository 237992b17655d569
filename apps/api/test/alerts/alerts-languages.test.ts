import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsParts, type CampusConfig } from '@attendance/domain';
import {
  consecutiveText,
  DEFAULT_ALERT_TEMPLATES,
  DEFAULT_ALERT_TRANSLATIONS,
  shortageText,
} from '../../src/modules/alerts/alert-texts';
import { placeholdersOf } from '../../src/modules/languages/translate';
import { describeEachDatabase, json, type TestApp } from '../helpers';
import { familySignIn, switchSide, type SmsGateway } from '../factories/family';
import {
  alertsApp,
  createAlertRoom,
  deliveries,
  markPeriod,
  putAlertSettings,
  type AlertRoom,
} from '../factories/alerts';

/** 11:30 and 17:30 on 10 March 2026 in Asia/Kolkata. */
const MORNING = '2026-03-10T06:00:00.000Z';
const SEND_TIME = '2026-03-10T12:00:00.000Z';

/**
 * Alerts in each recipient's language (issues 51 and 53): a parent who chose Hindi or Tamil on
 * the parent side is sent the Hindi or Tamil template as a Unicode SMS, its parts counted by
 * hand (UCS-2: 70 UTF-16 units in one SMS, 67 per part beyond); one who chose nothing, English
 * exactly as before. The Delivery log keeps each text's language and parts, and counts the parts.
 */
describeEachDatabase('alerts in the parent’s language', (kind) => {
  let t: TestApp;
  let sms: SmsGateway;
  let close: () => Promise<void>;
  const absenceTo = (phone: string) =>
    sms.received.filter((m) => m.body.kind === 'absence' && m.body.to === phone).map((m) => m.body);

  beforeAll(async () => {
    ({ t, sms, close } = await alertsApp(kind));
  });
  afterAll(() => close());

  const choose = async (room: AlertRoom, parent: string, language: string) => {
    const cookie = await familySignIn(t.app, sms, 'parent', parent);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/family/language',
      headers: { cookie },
      payload: { language },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    void room;
  };

  it('sends each parent the absence alert in their language, with its SMS parts', async () => {
    t.clock.set(MORNING);
    const room = await createAlertRoom(t.app, t.database.db, { size: 3 });
    expect((await switchSide(t.app, room.admin, true)).statusCode).toBe(200);
    await choose(room, room.parents[0]!, 'hi');
    await choose(room, room.parents[1]!, 'ta');
    const saved = await putAlertSettings(t.app, room, {
      absence: true,
      absenceMode: 'daily',
      dailyTime: '17:30',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [priya, arun, kavya] = room.registerNumbers as [string, string, string];
    expect(
      (await markPeriod(t.app, room, { period: 1, absent: [priya, arun, kavya] })).statusCode,
    ).toBe(201);
    expect(
      (await markPeriod(t.app, room, { period: 2, subjectID: room.physicsId, absent: [priya] }))
        .statusCode,
    ).toBe(201);
    t.clock.set(SEND_TIME);
    await t.app.alerts.tick();
    await t.app.alerts.tick();

    // Priya's parent chose Hindi. The text without the register number is 74 UTF-16 units
    // (Devanagari vowel signs count one each): over 70, so two parts of 67.
    const hindi = `Priya (${priya}) आज 10 मार्च को अनुपस्थित: पीरियड 1 Maths, पीरियड 2 Physics। — CCE`;
    expect(hindi.length).toBe(74 + priya.length);
    expect(absenceTo(room.parents[0]!)).toEqual([
      expect.objectContaining({ text: hindi, language: 'hi', parts: 2 }),
    ]);
    // Arun's parent chose Tamil: 56 units and the register number, within one Unicode SMS.
    const tamil = `Arun (${arun}) இன்று 10 மார்ச் வரவில்லை: பாடவேளை 1 Maths. — CCE`;
    expect(tamil.length).toBe(56 + arun.length);
    expect(tamil.length).toBeLessThanOrEqual(70);
    expect(absenceTo(room.parents[1]!)).toEqual([
      expect.objectContaining({ text: tamil, language: 'ta', parts: 1 }),
    ]);
    // Kavya's parent chose nothing: the campus default, English, as the spec's template says it.
    expect(absenceTo(room.parents[2]!)).toEqual([
      expect.objectContaining({
        text: `Kavya (${kavya}) was absent today, 10 Mar: P1 Maths. — CCE`,
        language: 'en',
        parts: 1,
      }),
    ]);

    const log = json(await deliveries(t.app, room));
    expect(log.today).toEqual({ sent: 3, waiting: 0, failed: 0, parts: 4 });
    expect(
      log.deliveries
        .map((d: { registerNumber: string; language: string; parts: number; text: string }) => [
          d.registerNumber,
          d.language,
          d.parts,
          d.text,
        ])
        .sort(),
    ).toEqual(
      [
        [priya, 'hi', 2, hindi],
        [arun, 'ta', 1, tamil],
        [kavya, 'en', 1, `Kavya (${kavya}) was absent today, 10 Mar: P1 Maths. — CCE`],
      ].sort(),
    );
  });

  it("a campus's own registered Tamil template replaces the default, with its DLT id", async () => {
    t.clock.set(MORNING);
    const campus = t.config.campus;
    const before = campus.sms;
    campus.sms = {
      otp: {
        text: '{code} is your {campus} attendance sign-in code. It expires in {minutes} minutes. Do not share it.',
        templateId: null,
      },
      translations: {
        ta: {
          absence: { text: '{name} {date} வரவில்லை: {periods} — {campus}', templateId: 'TA-7' },
        },
      },
    };
    try {
      const room = await createAlertRoom(t.app, t.database.db, { size: 2, department: 'ECE' });
      expect((await switchSide(t.app, room.admin, true)).statusCode).toBe(200);
      await choose(room, room.parents[0]!, 'ta');
      expect(
        (await putAlertSettings(t.app, room, { absence: true, absenceMode: 'immediate' }))
          .statusCode,
      ).toBe(200);
      const [priya, arun] = room.registerNumbers as [string, string];
      expect((await markPeriod(t.app, room, { period: 3, absent: [priya, arun] })).statusCode).toBe(
        201,
      );
      await t.app.alerts.tick();
      expect(absenceTo(room.parents[0]!)).toEqual([
        expect.objectContaining({
          text: 'Priya 10 மார்ச் வரவில்லை: பாடவேளை 3 Maths — CCE',
          templateId: 'TA-7',
          language: 'ta',
          parts: 1,
        }),
      ]);
      // English, with no template of the campus's own, stays the portal's default.
      expect(absenceTo(room.parents[1]!).map((m) => [m.text, m.templateId])).toEqual([
        [`Arun (${arun}) was absent today, 10 Mar: P3 Maths. — CCE`, null],
      ]);
    } finally {
      campus.sms = before;
    }
  });
});

describe('the Hindi and Tamil alert templates', () => {
  const campus = { shortLabel: 'CCE' } as CampusConfig;
  const who = { name: 'Priya', register: '7304221' };

  it('say everything the English ones say', () => {
    for (const language of ['hi', 'ta'] as const) {
      for (const [name, english] of Object.entries(DEFAULT_ALERT_TEMPLATES)) {
        const translated = DEFAULT_ALERT_TRANSLATIONS[language][name as 'absence'];
        expect([language, name, placeholdersOf(translated.text).sort()]).toEqual([
          language,
          name,
          placeholdersOf(english.text).sort(),
        ]);
      }
    }
  });

  it('fill in the facts, and count their parts', () => {
    const shortage = shortageText(campus, 'hi', who, {
      subject: 'Maths',
      percent: 66.667,
      line: 75,
    });
    expect(shortage.text).toBe('Priya (7304221) की Maths में उपस्थिति 66.67 % है, 75 % से कम। — CCE');
    // 67 UTF-16 units by hand (उपस्थिति is 8: each vowel sign and virama counts): one SMS.
    expect(smsParts(shortage.text)).toMatchObject({ encoding: 'UCS-2', units: 67, parts: 1 });
    const days = consecutiveText(campus, 'ta', who, { days: 3, first: '2026-09-14' });
    expect(days.text).toBe(
      'Priya (7304221) 14 செப்டம்பர் முதல் தொடர்ந்து 3 கற்பித்தல் நாட்கள் வரவில்லை. — CCE',
    );
    expect(smsParts(days.text)).toMatchObject({ encoding: 'UCS-2', parts: 2 });
    // English unchanged. Its templates end '— CCE' as the spec's example does: the em dash is not
    // in the GSM alphabet, so English alerts too go as Unicode SMS (57 units here, one part).
    const english = shortageText(campus, 'en', who, { subject: 'Maths', percent: 60, line: 65 });
    expect(english.text).toBe('Priya (7304221) is at 60.00 % in Maths, below 65 %. — CCE');
    expect(smsParts(english.text)).toMatchObject({ encoding: 'UCS-2', units: 57, parts: 1 });
  });
});
