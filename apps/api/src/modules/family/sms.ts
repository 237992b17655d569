import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { smsParts, type CampusConfig, type Language } from '@attendance/domain';
import type { FamilySettings } from '../../config/family';

/** What the portal POSTs to SMS_WEBHOOK_URL, exactly as issue 50 words the contract. */
export interface SmsMessage {
  id: string;
  to: string;
  text: string;
  /** 'otp' (issue 50) or an alert to a parent or student (issue 51). */
  kind: 'otp' | 'absence' | 'shortage' | 'consecutive';
  templateId: string | null;
  /** The language of the text (issue 53): the person's, else the one their page was in. */
  language: Language;
  /** SMS parts the text takes (GSM-7 or, for Hindi and Tamil, UCS-2): what the gateway bills. */
  parts: number;
}

export interface SmsSender {
  readonly mode: 'log' | 'webhook' | 'msg91';
  /**
   * `variables` fill a gateway's own copy of the template (MSG91); the webhook gets `message`.
   * Resolves with the gateway's answer in a few words (kept in the alerts' delivery log).
   */
  send(message: SmsMessage, variables: Record<string, string>): Promise<string>;
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

/**
 * The same texts in Hindi and Tamil (issue 53), used until a campus registers its own under
 * sms.translations: Unicode SMS (UCS-2), so each stays within 70 characters (one part) with a
 * campus label of up to 6 characters; smsParts tells the parts of any other.
 */
export const DEFAULT_SMS_TRANSLATIONS: Record<
  Exclude<Language, 'en'>,
  NonNullable<CampusConfig['sms']>
> = {
  hi: {
    otp: {
      text: '{code} {campus} साइन-इन कोड। {minutes} मिनट तक मान्य। किसी को न बताएँ।',
      templateId: null,
    },
  },
  ta: {
    otp: {
      text: '{code} {campus} உள்நுழைவுக் குறியீடு. {minutes} நிமிடம் செல்லும். பகிராதீர்.',
      templateId: null,
    },
  },
};

/** The campus's template of a text in a language, else the default one. */
export function smsTemplate(campus: CampusConfig, language: Language) {
  if (language === 'en') return campus.sms?.otp ?? DEFAULT_SMS_TEMPLATES.otp;
  return campus.sms?.translations?.[language]?.otp ?? DEFAULT_SMS_TRANSLATIONS[language].otp;
}

export class WebhookSender implements SmsSender {
  readonly mode = 'webhook';
  constructor(private readonly webhook: NonNullable<FamilySettings['smsWebhook']>) {}

  async send(message: SmsMessage): Promise<string> {
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
    return `accepted (HTTP ${answer.status})`;
  }
}

/** No gateway: the text goes to the server log, for trying the side out only. */
export class LogSender implements SmsSender {
  readonly mode = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<string> {
    this.log.warn({ sms: { to: message.to, text: message.text } }, 'SMS (no gateway configured)');
    return 'written to the server log (no gateway configured)';
  }
}

export function codeMessage(
  campus: CampusConfig,
  to: string,
  code: string,
  minutes: number,
  language: Language = 'en',
): SmsMessage {
  const template = smsTemplate(campus, language);
  const text = template.text
    .replaceAll('{code}', code)
    .replaceAll('{minutes}', String(minutes))
    .replaceAll('{campus}', campus.shortLabel);
  const { parts } = smsParts(text);
  return {
    id: randomUUID(),
    to,
    text,
    kind: 'otp',
    templateId: template.templateId,
    language,
    parts,
  };
}
