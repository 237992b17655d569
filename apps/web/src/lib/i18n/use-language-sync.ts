import { useEffect } from 'react';
import type { Language } from '@attendance/domain';
import { useCampus } from '../use-campus';
import { activateLanguage, currentLanguage, storedLanguage, storeLanguage } from './i18n';

/**
 * Shows the screens in the person's language (issue 53): the one they chose (staff or family,
 * as the server keeps it), else the one chosen last on this device, else the campus default.
 */
export function useLanguageSync(chosen: Language | null | undefined): void {
  const campus = useCampus();
  const fallback = campus.data?.languages.default;
  const offered = campus.data?.languages.offered;
  useEffect(() => {
    if (chosen) storeLanguage(chosen);
    let wanted = chosen ?? storedLanguage() ?? fallback;
    if (wanted && offered && !offered.includes(wanted)) wanted = fallback;
    if (wanted && wanted !== currentLanguage()) void activateLanguage(wanted);
  }, [chosen, fallback, offered]);
}
