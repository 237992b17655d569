/** Each person's language and the server's words in it (issue 53). */
export { LanguagesRepo } from './languages.repo';
export {
  answerTranslator,
  campusLanguages,
  offeredLanguage,
  requestLanguage,
  staffLanguage,
} from './languages';
export { translateMessage } from './translate';
export { requestSheetLabels, sheetLabels } from './sheet-labels';
