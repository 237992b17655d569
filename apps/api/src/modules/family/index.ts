// What the family module offers the rest of the API; nothing else of it is imported from outside.
export { openDemoFamilySide } from './family-demo';
export { familyOf, familyOnly, familySessionLoader } from './family-sessions';
export { toE164 } from './phone';
export { SMS_TIMEOUT_MS, type SmsMessage, type SmsSender } from './sms';
export { smsSender } from './sms-sender';
export { childOf, type FamilySession } from './family-sessions';
