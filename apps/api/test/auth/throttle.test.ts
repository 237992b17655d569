import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@attendance/domain';
import {
  CAPTCHA,
  createTestApp,
  DEFAULT_NOW,
  describeEachDatabase,
  json,
  type TestApp,
} from '../helpers';
import { captchaToken, signUp } from '../factories/staff';

describeEachDatabase('sign-in throttle', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  /** A sign-in from `address`, with a fresh, rightly answered CAPTCHA unless one is given. */
  const attempt = async (email: string, idCardNumber: string, address: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: {
        email,
        idCardNumber,
        captchaToken: token ?? (await captchaToken(t.app)),
        captchaAnswer: CAPTCHA,
      },
    });

  /** Fires `count` wrong guesses at once; answers the number of each status. */
  async function race(count: number, guess: (i: number) => { email: string; address: string }) {
    const tokens: string[] = [];
    for (let i = 0; i < count; i += 1) tokens.push(await captchaToken(t.app));
    const answers = await Promise.all(
      tokens.map((token, i) => {
        const { email, address } = guess(i);
        return attempt(email, `WRONG-${i}`, address, token);
      }),
    );
    const statuses: Record<number, number> = {};
    for (const answer of answers)
      statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
    return statuses;
  }

  it('checks no more than 10 of 40 parallel wrong guesses at one account from one address', async () => {
    const victim = await signUp(t.app, 'Subject_Staff', 'CSE');
    const statuses = await race(40, () => ({ email: victim.staff.email, address: '10.1.0.1' }));
    expect(statuses).toEqual({ 401: 10, 429: 30 });
  });

  it('checks no more than 10 of 300 parallel guesses; 50 from 300 addresses; 100 at 300 accounts', async () => {
    const one = await signUp(t.app, 'Subject_Staff', 'ECE');
    expect(await race(300, () => ({ email: one.staff.email, address: '10.2.0.1' }))).toEqual({
      401: 10,
      429: 290,
    });
    const two = await signUp(t.app, 'Subject_Staff', 'ECE');
    const spread = (i: number) => `10.3.${Math.floor(i / 250)}.${i % 250}`;
    expect(await race(300, (i) => ({ email: two.staff.email, address: spread(i) }))).toEqual({
      401: 50,
      429: 250,
    });
    const sprayed = await race(300, (i) => ({
      email: `nobody${i}@college.test`,
      address: '10.4.0.1',
    }));
    expect(sprayed).toEqual({ 401: 100, 429: 200 });
  }, 120_000);

  it("does not lock a colleague out by one address's guesses; says when to come back", async () => {
    const colleague = await signUp(t.app, 'HOD', 'EEE');
    const email = colleague.staff.email;
    for (let i = 0; i < 10; i += 1)
      expect((await attempt(email, 'WRONG', '10.5.0.66')).statusCode).toBe(401);
    const blocked = await attempt(email, colleague.idCardNumber, '10.5.0.66');
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).message).toBe(
      'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
    );
    expect(blocked.headers['retry-after']).toBe('900');
    const fromDesk = await attempt(email, colleague.idCardNumber, '10.5.0.7');
    expect(fromDesk.statusCode).toBe(200);
    // Their success does not forgive the other address.
    expect((await attempt(email, colleague.idCardNumber, '10.5.0.66')).statusCode).toBe(429);
  });

  it('locks an account guessed at from many addresses after 50, everywhere, for 15 minutes', async () => {
    const target = await signUp(t.app, 'Admin', 'MECH');
    const email = target.staff.email;
    try {
      for (let a = 0; a < 5; a += 1)
        for (let i = 0; i < 10; i += 1)
          expect((await attempt(email, 'WRONG', `10.6.0.${a}`)).statusCode).toBe(401);
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 5 * 60_000));
      const elsewhere = await attempt(email, target.idCardNumber, '10.6.1.1');
      expect(elsewhere.statusCode).toBe(429);
      expect(elsewhere.headers['retry-after']).toBe('600');
      t.clock.set(new Date(new Date(DEFAULT_NOW).getTime() + 15 * 60_000 + 1000));
      expect((await attempt(email, target.idCardNumber, '10.6.1.1')).statusCode).toBe(200);
    } finally {
      t.clock.set(DEFAULT_NOW);
    }
  });

  it('stops one address after 100 failures across accounts, and only that address', async () => {
    const bystander = await signUp(t.app, 'Subject_Staff', 'CIVIL');
    for (let account = 0; account < 10; account += 1)
      for (let i = 0; i < 10; i += 1)
        expect(
          (await attempt(`spray${account}@college.test`, 'WRONG', '10.7.0.9')).statusCode,
        ).toBe(401);
    const next = await attempt(bystander.staff.email, bystander.idCardNumber, '10.7.0.9');
    expect(next.statusCode).toBe(429);
    expect(json(next).message).toBe(
      'Too many failed sign-in attempts from this address. Please try again in 15 minutes.',
    );
    expect(
      (await attempt(bystander.staff.email, bystander.idCardNumber, '10.7.0.10')).statusCode,
    ).toBe(200);
  });

  it('forgives the failures of an account at that address after a success; a wrong CAPTCHA is no guess', async () => {
    const staff = await signUp(t.app, 'Subject_Staff', 'MBA');
    const email = staff.staff.email;
    for (let i = 0; i < 9; i += 1) await attempt(email, 'WRONG', '10.8.0.1');
    expect((await attempt(email, staff.idCardNumber, '10.8.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect((await attempt(email, 'WRONG', '10.8.0.1')).statusCode).toBe(401);
    const wrongCaptcha = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.8.0.2',
      payload: {
        email,
        idCardNumber: 'WRONG',
        captchaToken: await captchaToken(t.app),
        captchaAnswer: 'NOPE00',
      },
    });
    expect(json(wrongCaptcha).message).toBe(MESSAGES.captchaMismatch);
    expect((await attempt(email, 'WRONG', '10.8.0.1')).statusCode).toBe(429);
  });
});
