import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CampusConfig } from '@attendance/domain';
import type { FamilySettings } from '../../config/family';

/** What the portal POSTs to SMS_WEBHOOK_URL, exactly as issue 50 words the contract. */
export interface SmsMessage {
  id: string;
  to: string;
  text: string;
  kind: 'otp';
  templateId: string | null;
}

export interface SmsSender {
  readonly mode: 'log' | 'webhook' | 'msg91';
  /** `variables` fill a gateway's own copy of the template (MSG91); the webhook gets `message`. */
  send(message: SmsMessage, variables: Record<string, string>): Promise<void>;
}

/** A 2xx answer within 5 s means accepted; anything else, or no answer, is a failure. */
export const SMS_TIMEOUT_MS = 5_000;

/** India's DLT rule: every text is a registered template. English defaults, no template id. */
export const DEFAULT_SMS_TEMPLATES: NonNullable<CampusConfig['sms']> = {
  otp: {
    text: '{code} is your {campus} attendance sign-in code. It expires in {minutes} minutes. Do not share it.',
    templateId: null,
  },
};

export class WebhookSender implements SmsSender {
  readonly mode = 'webhook';
  constructor(private readonly webhook: NonNullable<FamilySettings['smsWebhook']>) {}

  async send(message: SmsMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.webhook.token) headers.authorization = `Bearer ${this.webhook.token}`;
    const answer = await fetch(this.webhook.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      redirect: 'error',
    });
    await answer.body?.cancel();
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`the SMS gateway answered ${answer.status}`);
    }
  }
}

/** No gateway: the text goes to the server log, for trying the side out only. */
export class LogSender implements SmsSender {
  readonly mode = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    this.log.warn({ sms: { to: message.to, text: message.text } }, 'SMS (no gateway configured)');
  }
}

export function codeMessage(
  campus: CampusConfig,
  to: string,
  code: string,
  minutes: number,
): SmsMessage {
  const template = campus.sms?.otp ?? DEFAULT_SMS_TEMPLATES.otp;
  const text = template.text
    .replaceAll('{code}', code)
    .replaceAll('{minutes}', String(minutes))
    .replaceAll('{campus}', campus.shortLabel);
  return { id: randomUUID(), to, text, kind: 'otp', templateId: template.templateId };
}
