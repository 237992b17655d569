import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import { address, refuse, whole } from './env';

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

/** The student and parent side's variables, part of the environment's schema (index.ts). */
export const familyEnvironment = {
  DEFAULT_COUNTRY: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const country = (text?.trim() || 'IN').toUpperCase();
      if (isSupportedCountry(country)) return country as CountryCode;
      return refuse(
        ctx,
        `DEFAULT_COUNTRY must be a two-letter country code such as IN, not '${country}'`,
      );
    }),
  FAMILY_CODES_PER_PHONE_PER_DAY: whole('FAMILY_CODES_PER_PHONE_PER_DAY', 5, 1, 1_000_000),
  FAMILY_CODES_PER_HOUR: whole('FAMILY_CODES_PER_HOUR', 300, 1, 1_000_000),
  SMS_WEBHOOK_URL: address((url) => `SMS_WEBHOOK_URL must be an http(s) address, not '${url}'`),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  SMS_GATEWAY: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const gateway = text?.trim().toLowerCase() || '';
      if (gateway === '' || gateway === 'msg91') return gateway;
      return refuse(
        ctx,
        `SMS_GATEWAY must be msg91 (or unset: SMS_WEBHOOK_URL, else the log), not '${gateway}'`,
      );
    }),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  MSG91_BASE_URL: address((url) => `MSG91_BASE_URL must be an http(s) address, not '${url}'`),
};

type FamilyEnvironment = z.output<z.ZodObject<typeof familyEnvironment>>;

/** The checks across variables: MSG91 needs its key, and is one gateway or the other. */
export function familyChecks(env: FamilyEnvironment, ctx: z.RefinementCtx): void {
  if (env.SMS_GATEWAY !== 'msg91') return;
  if (!env.MSG91_AUTH_KEY?.trim()) {
    refuse(ctx, 'SMS_GATEWAY=msg91 needs MSG91_AUTH_KEY (the MSG91 auth key)');
  }
  if (env.SMS_WEBHOOK_URL) refuse(ctx, 'Set SMS_GATEWAY=msg91 or SMS_WEBHOOK_URL, not both');
}

export function familySettings(env: FamilyEnvironment): FamilySettings {
  return {
    defaultCountry: env.DEFAULT_COUNTRY,
    codesPerPhonePerDay: env.FAMILY_CODES_PER_PHONE_PER_DAY,
    codesPerHour: env.FAMILY_CODES_PER_HOUR,
    smsWebhook: env.SMS_WEBHOOK_URL && {
      url: env.SMS_WEBHOOK_URL,
      token: env.SMS_WEBHOOK_TOKEN?.trim() || undefined,
    },
    msg91:
      env.SMS_GATEWAY === 'msg91'
        ? {
            authKey: env.MSG91_AUTH_KEY?.trim() ?? '',
            templateId: env.MSG91_TEMPLATE_ID?.trim() || undefined,
            baseUrl: env.MSG91_BASE_URL ?? new URL('https://control.msg91.com'),
          }
        : undefined,
  };
}
