import type { CampusInfo, Language } from '@attendance/domain';
import { LANGUAGE_KEY } from '../lib/i18n/device-language';

/**
 * The language the app will show a person in, as its language sync decides it
 * (lib/i18n/use-language-sync.ts): the one they chose, else the one chosen last on this phone,
 * else the campus's default, and the default when the choice is not offered. A shell draws only
 * when it speaks that language, so the app never swaps one language for another under a reader.
 */
export function appLanguage(
  chosen: string | null | undefined,
  campus: Pick<CampusInfo, 'languages'> | undefined,
): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    stored = null;
  }
  const wanted = chosen ?? stored ?? campus?.languages.default ?? 'en';
  if (campus && !campus.languages.offered.includes(wanted as Language)) {
    return campus.languages.default;
  }
  return wanted;
}
