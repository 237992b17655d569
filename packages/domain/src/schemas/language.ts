import { z } from 'zod';
import { LANGUAGES } from '../rules/languages';

/**
 * A language in a body or an answer. Beside the rules of rules/languages.ts, not in them: the
 * web's first file reads those rules and carries no zod (issue 56).
 */
export const languageSchema = z.enum(LANGUAGES);
