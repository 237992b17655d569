/** The schemas lib/start-schemas.ts imports on demand: one small module, so the chunk holds only these. */
export { campusInfo, captchaAnswer, languageAnswer, loginAnswer } from '@attendance/domain';
