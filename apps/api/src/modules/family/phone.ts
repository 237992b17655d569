import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * A phone number as E.164 ('+919876543210'), read with the campus's default country when it has
 * no +country; null when it is not a valid number (the Admin sees it as a record's problem).
 */
export function toE164(text: string, defaultCountry: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/** The last digits a stored number ends with, to find candidates before reading them exactly. */
export function nationalDigits(e164: string, defaultCountry: CountryCode): string {
  const parsed = parsePhoneNumberFromString(e164, defaultCountry);
  return parsed?.nationalNumber ?? e164.replace(/\D/g, '');
}
