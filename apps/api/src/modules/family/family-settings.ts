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
  return {
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
