import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CAPTCHA } from '../helpers';
import { captchaToken, type SignedInStaff } from './staff';

export interface ReceivedSms {
  headers: IncomingHttpHeaders;
  body: {
    id: string;
    to: string;
    text: string;
    kind: string;
    templateId: string | null;
    language: string;
    parts: number;
  };
}

/**
 * A real HTTP listener standing in for the SMS gateway behind SMS_WEBHOOK_URL: it keeps every
 * message it accepts and answers `status` (202 unless told otherwise).
 */
export class SmsGateway {
  readonly received: ReceivedSms[] = [];
  status = 202;
  /** How long each answer takes (a real gateway is not instant). */
  delayMs = 0;
  private server: Server | undefined;
  private waiters: (() => void)[] = [];

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        this.received.push({
          headers: request.headers,
          body: JSON.parse(text) as ReceivedSms['body'],
        });
        const answer = () => {
          response.statusCode = this.status;
          response.end();
          for (const wake of this.waiters.splice(0)) wake();
        };
        if (this.delayMs > 0) setTimeout(answer, this.delayMs);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/sms`;
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Waits until `count` messages have arrived in all (or `ms` pass), and answers them. */
  async waitFor(count: number, ms = 3000): Promise<ReceivedSms[]> {
    const deadline = Date.now() + ms;
    while (this.received.length < count && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.received;
  }

  /** The six digits of the newest message. */
  lastCode(): string {
    const last = this.received[this.received.length - 1];
    const code = /\b(\d{6})\b/.exec(last?.body.text ?? '')?.[1];
    if (!code) throw new Error('no code received');
    return code;
  }
}

export async function switchSide(
  app: FastifyInstance,
  admin: SignedInStaff,
  enabled: boolean,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: '/api/family/admin',
    headers: { cookie: admin.cookie },
    payload: { enabled },
  });
}

export async function askCode(
  app: FastifyInstance,
  who: 'student' | 'parent',
  login: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/family/code',
    payload: { who, login, captchaToken: await captchaToken(app), captchaAnswer: CAPTCHA },
  });
}

export function signInWithCode(
  app: FastifyInstance,
  who: 'student' | 'parent',
  login: string,
  code: string,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/family/sign-in',
    payload: { who, login, code },
    remoteAddress,
  });
}

export function familyCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'portal_family');
  if (!cookie)
    throw new Error(`no family cookie in answer ${response.statusCode}: ${response.body}`);
  return `portal_family=${cookie.value}`;
}

/** Asks a code, reads it from the gateway, signs in: the cookie of the new session. */
export async function familySignIn(
  app: FastifyInstance,
  sms: SmsGateway,
  who: 'student' | 'parent',
  login: string,
): Promise<string> {
  const before = sms.received.length;
  const asked = await askCode(app, who, login);
  if (asked.statusCode !== 200) throw new Error(`code refused: ${asked.body}`);
  await sms.waitFor(before + 1);
  if (sms.received.length <= before) throw new Error(`no SMS for ${login}`);
  return familyCookie(await signInWithCode(app, who, login, sms.lastCode()));
}
