import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '@attendance/domain';
import { hmacBase64Url, randomToken, safeEqual } from '../../lib/crypto';

export const CAPTCHA_TTL_MS = 5 * 60_000;

export interface CaptchaChallenge {
  token: string;
  svg: string;
  answer: string;
}

interface TokenPayload {
  nonce: string;
  expiresAt: number;
  answerMac: string;
}

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1)
    text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/**
 * A stateless challenge: the token carries a nonce, its expiry and a MAC of the answer, signed
 * with the app secret, so the server can check an answer later without storing the challenge.
 */
export function createChallenge(secret: Buffer, now: Date, answer: string): CaptchaChallenge {
  const nonce = randomToken(16);
  const expiresAt = now.getTime() + CAPTCHA_TTL_MS;
  const payload: TokenPayload = { nonce, expiresAt, answerMac: answerMac(secret, nonce, answer) };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${body}.${hmacBase64Url(secret, body)}`, svg: drawCaptcha(answer), answer };
}

export type TokenCheck = { ok: true; nonce: string; expiresAt: number } | { ok: false };

export function checkAnswer(secret: Buffer, now: Date, token: string, answer: string): TokenCheck {
  const [body, signature] = token.split('.');
  if (!body || !signature || !safeEqual(signature, hmacBase64Url(secret, body)))
    return { ok: false };
  let payload: TokenPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
  } catch {
    return { ok: false };
  }
  if (typeof payload.expiresAt !== 'number' || payload.expiresAt <= now.getTime())
    return { ok: false };
  const expected = answerMac(secret, payload.nonce, answer.trim().toUpperCase());
  if (!safeEqual(expected, String(payload.answerMac))) return { ok: false };
  return { ok: true, nonce: payload.nonce, expiresAt: payload.expiresAt };
}

function answerMac(secret: Buffer, nonce: string, answer: string): string {
  return hmacBase64Url(secret, `captcha:${nonce}:${answer.toUpperCase()}`);
}

/** Draws the text with per-letter rotation, offset and noise so it is hard to read by machine. */
export function drawCaptcha(text: string): string {
  const width = 180;
  const height = 60;
  const letters = [...text]
    .map((char, i) => {
      const x = 18 + i * 26 + randomInt(-3, 4);
      const y = 40 + randomInt(-6, 7);
      const angle = randomInt(-30, 31);
      const hue = randomInt(0, 360);
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="hsl(${hue},60%,35%)" font-size="${randomInt(26, 33)}" font-family="monospace" font-weight="bold">${char}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 6 }, () => {
    const hue = randomInt(0, 360);
    return `<path d="M${randomInt(0, width)} ${randomInt(0, height)} Q${randomInt(0, width)} ${randomInt(0, height)} ${randomInt(0, width)} ${randomInt(0, height)}" stroke="hsl(${hue},50%,50%)" stroke-width="${randomInt(1, 3)}" fill="none"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="CAPTCHA image"><rect width="100%" height="100%" fill="#f4f1ea"/>${noise}${letters}</svg>`;
}
