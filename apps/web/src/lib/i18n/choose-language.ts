import type { Language } from '@attendance/domain';
import { api } from '../api';
import { startSchema } from '../start-schemas';
import { activateLanguage, storeLanguage } from './i18n';

/** Switches the screens to a language, keeps it on this device and, signed in, for the person. */
export async function chooseLanguage(
  language: Language,
  saveTo?: '/api/auth/language' | '/api/family/language',
): Promise<void> {
  storeLanguage(language);
  await activateLanguage(language);
  if (saveTo)
    await api(saveTo, { method: 'PUT', body: { language }, schema: startSchema('languageAnswer') });
}
