import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '@attendance/domain';
import { hmacBase64Url, randomToken, safeEqual } from '../../lib/crypto';
import { drawCaptcha } from './captcha-drawing';

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

/**
 * A genuine, unexpired token is `valid` whatever the answer; `correct` says whether the answer
 * matches. The caller spends the token in both cases, so a wrong answer uses it up too.
 */
export type TokenCheck =
  { valid: true; correct: boolean; nonce: string; expiresAt: number } | { valid: false };

export function checkAnswer(secret: Buffer, now: Date, token: string, answer: string): TokenCheck {
  const [body, signature] = token.split('.');
  if (!body || !signature || !safeEqual(signature, hmacBase64Url(secret, body)))
    return { valid: false };
  let payload: TokenPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
  } catch {
    return { valid: false };
  }
  if (typeof payload.expiresAt !== 'number' || payload.expiresAt <= now.getTime())
    return { valid: false };
  if (typeof payload.nonce !== 'string') return { valid: false };
  const expected = answerMac(secret, payload.nonce, answer.trim().toUpperCase());
  const correct = safeEqual(expected, String(payload.answerMac));
  return { valid: true, correct, nonce: payload.nonce, expiresAt: payload.expiresAt };
}

function answerMac(secret: Buffer, nonce: string, answer: string): string {
  return hmacBase64Url(secret, `captcha:${nonce}:${answer.toUpperCase()}`);
}
