/** Each person's language and the server's words in it (issue 53). */
export { LanguagesRepo } from './languages.repo';
export { campusLanguages, offeredLanguage, requestLanguage } from './languages';
export { translateMessage } from './translate';
