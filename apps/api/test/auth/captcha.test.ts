import { afterAll, beforeAll, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, MESSAGES } from '@attendance/domain';
import { CAPTCHA, createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { captchaToken, signUp } from '../factories/staff';
import { drawCaptcha } from '../../src/modules/auth/captcha-drawing';

/** What a script that reads the SVG as text would find: no text, only numbers in the outlines. */
function expectUnreadable(svg: string, answer: string): void {
  expect(svg).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
  expect(svg).not.toMatch(/<text|<tspan|<font|<glyph|<use|<image/i);
  // Every element is empty: there is no character content at all.
  expect(svg.replace(/<[^>]*>/g, '')).toBe('');
  // The outlines are numbers and the path commands M, L, C, Z only; no glyph names, no letters.
  const outlines = [...svg.matchAll(/ d="([^"]*)"/g)].map((m) => m[1]!);
  expect(outlines.length).toBeGreaterThan(1);
  for (const d of outlines) expect(d).toMatch(/^[MLCZ0-9. -]+$/);
  expect(svg.toUpperCase()).not.toContain(answer.toUpperCase());
  // Outside the outlines and colours, the markup is the same for every answer.
  const markup = svg.replace(/ d="[^"]*"| stroke-width="[^"]*"|hsl\([^)]*\)/g, '');
  const header =
    '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="60" viewBox="0 0 180 60" role="img" aria-label="CAPTCHA image"><rect width="100%" height="100%" fill="#f4f1ea"/>';
  expect(markup.startsWith(header)).toBe(true);
  expect(markup.slice(header.length)).toMatch(
    /^(<path stroke="" fill="none"\/>|<path fill=""\/>)+<\/svg>$/,
  );
}

function randomAnswer(): string {
  return Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[Math.floor(Math.random() * CAPTCHA_ALPHABET.length)],
  ).join('');
}

it('draws CAPTCHAs as shuffled outlines: no text element, no answer characters in order', () => {
  for (let i = 0; i < 30; i += 1) {
    const answer = randomAnswer();
    const svg = drawCaptcha(answer);
    expectUnreadable(svg, answer);
    // The same answer never gives the same drawing.
    expect(drawCaptcha(answer)).not.toBe(svg);
  }
});

describeEachDatabase('CAPTCHA', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const login = (captchaToken: string, captchaAnswer: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x@college.test', idCardNumber: 'ID-0001', captchaToken, captchaAnswer },
    });

  it('serves a drawn CAPTCHA that a script cannot read as text, even with a fixed answer', async () => {
    const answer = await t.app.inject({ url: '/api/auth/captcha' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expectUnreadable(json(answer).svg, CAPTCHA);
  });

  it('uses a token up with its first answer, even a wrong one', async () => {
    const token = await captchaToken(t.app);
    const wrong = await login(token, 'NOPE00');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe(MESSAGES.captchaMismatch);
    // The right answer comes too late: the token is spent.
    const right = await login(token, CAPTCHA);
    expect(right.statusCode).toBe(400);
    expect(json(right).message).toBe(MESSAGES.captchaMismatch);
    // A fresh token with the right answer gets as far as the credentials.
    expect((await login(await captchaToken(t.app), CAPTCHA)).statusCode).toBe(401);
  });

  it('spends a token on a wrong registration answer too', async () => {
    const staff = await signUp(t.app, 'Subject_Staff', 'CSE');
    const token = await captchaToken(t.app);
    const register = (captchaAnswer: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          staffName: 'Guesser',
          department: 'CSE',
          designation: 'Subject_Staff',
          email: staff.staff.email,
          phone: '9876543210',
          idCardNumber: 'ID-GUESS',
          captchaToken: token,
          captchaAnswer,
        },
      });
    expect((await register('WRONG1')).statusCode).toBe(400);
    const again = await register(CAPTCHA);
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe(MESSAGES.captchaMismatch);
  });
});
