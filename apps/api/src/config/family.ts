import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';

/** The student and parent side's settings (issue 50). */
export interface FamilySettings {
  /** DEFAULT_COUNTRY: how a number without +country is read (default IN). */
  defaultCountry: CountryCode;
  /** FAMILY_CODES_PER_PHONE_PER_DAY: codes one phone may be sent in 24 hours (default 5). */
  codesPerPhonePerDay: number;
  /** FAMILY_CODES_PER_HOUR: codes the whole campus may send in an hour (default 300). */
  codesPerHour: number;
  /** SMS_WEBHOOK_URL and SMS_WEBHOOK_TOKEN; no URL: codes go to the server log. */
  smsWebhook: { url: URL; token: string | undefined } | undefined;
  /** SMS_GATEWAY=msg91: MSG91's Flow API with MSG91_AUTH_KEY (and MSG91_TEMPLATE_ID). */
  msg91: Msg91Settings | undefined;
}

export interface Msg91Settings {
  authKey: string;
  /** MSG91's template (flow) id; unset: the campus config's otp templateId. */
  templateId: string | undefined;
  /** MSG91_BASE_URL: https://control.msg91.com unless told (a local fake in tests). */
  baseUrl: URL;
}

type Env = Record<string, string | undefined>;

function whole(text: string | undefined, fallback: number, name: string, problems: string[]) {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    problems.push(`${name} must be a whole number from 1 to 1000000, not '${text}'`);
    return fallback;
  }
  return value;
}

export function parseFamilySettings(env: Env, problems: string[]): FamilySettings {
  const country = (env.DEFAULT_COUNTRY?.trim() || 'IN').toUpperCase();
  if (!isSupportedCountry(country)) {
    problems.push(`DEFAULT_COUNTRY must be a two-letter country code such as IN, not '${country}'`);
  }
  let smsWebhook: FamilySettings['smsWebhook'];
  const url = env.SMS_WEBHOOK_URL?.trim();
  if (url) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('scheme');
      smsWebhook = { url: parsed, token: env.SMS_WEBHOOK_TOKEN?.trim() || undefined };
    } catch {
      problems.push(`SMS_WEBHOOK_URL must be an http(s) address, not '${url}'`);
    }
  }
  let msg91: Msg91Settings | undefined;
  const gateway = env.SMS_GATEWAY?.trim().toLowerCase() || '';
  if (gateway === 'msg91') {
    const authKey = env.MSG91_AUTH_KEY?.trim();
    if (!authKey) problems.push('SMS_GATEWAY=msg91 needs MSG91_AUTH_KEY (the MSG91 auth key)');
    if (smsWebhook) problems.push('Set SMS_GATEWAY=msg91 or SMS_WEBHOOK_URL, not both');
    let baseUrl = new URL('https://control.msg91.com');
    try {
      if (env.MSG91_BASE_URL?.trim()) baseUrl = new URL(env.MSG91_BASE_URL.trim());
    } catch {
      problems.push(`MSG91_BASE_URL must be an http(s) address, not '${env.MSG91_BASE_URL}'`);
    }
    msg91 = {
      authKey: authKey ?? '',
      templateId: env.MSG91_TEMPLATE_ID?.trim() || undefined,
      baseUrl,
    };
  } else if (gateway !== '') {
    problems.push(
      `SMS_GATEWAY must be msg91 (or unset: SMS_WEBHOOK_URL, else the log), not '${gateway}'`,
    );
  }
  return {
    msg91,
    defaultCountry: (isSupportedCountry(country) ? country : 'IN') as CountryCode,
    codesPerPhonePerDay: whole(
      env.FAMILY_CODES_PER_PHONE_PER_DAY,
      5,
      'FAMILY_CODES_PER_PHONE_PER_DAY',
      problems,
    ),
    codesPerHour: whole(env.FAMILY_CODES_PER_HOUR, 300, 'FAMILY_CODES_PER_HOUR', problems),
    smsWebhook,
  };
}
