import { CONTROL_TEXT_MESSAGE, FORMULA_TEXT_MESSAGE } from '@attendance/domain';
import type { ServerMessage } from './server-messages';

/**
 * A refused field's words in Hindi and Tamil (issue 53): the error handler answers a zod failure
 * as `<field>: <problem>` ('records[0].period: must be at most 8'), the problem in the domain's
 * own words (schemas/common.ts and the schemas' `error`) or, where a schema gives none, in zod's
 * English (which starts with a capital and comes without the field). The field keeps its API
 * name; the problem is translated through the last template, `{where}: {problem}`. A more
 * specific template comes before a shorter one that would match the same text ('… characters'
 * before 'must be at most {n}').
 */
export const FIELD_MESSAGES: ServerMessage[] = [
  // The domain's words (packages/domain/src/schemas)
  { en: 'is required', hi: 'आवश्यक है', ta: 'தேவை' },
  { en: 'is not valid', hi: 'मान्य नहीं है', ta: 'செல்லாது' },
  {
    en: 'must be at most {n} characters',
    hi: 'अधिकतम {n} अक्षर का होना चाहिए',
    ta: 'அதிகபட்சம் {n} எழுத்துகள் இருக்க வேண்டும்',
  },
  {
    en: 'must be at least {n} characters',
    hi: 'कम से कम {n} अक्षर का होना चाहिए',
    ta: 'குறைந்தது {n} எழுத்துகள் இருக்க வேண்டும்',
  },
  { en: 'must be at most {n}', hi: 'अधिकतम {n} होना चाहिए', ta: 'அதிகபட்சம் {n} ஆக இருக்க வேண்டும்' },
  {
    en: 'must be at least {n}',
    hi: 'कम से कम {n} होना चाहिए',
    ta: 'குறைந்தது {n} ஆக இருக்க வேண்டும்',
  },
  {
    en: 'must be a whole number',
    hi: 'पूर्ण संख्या होनी चाहिए',
    ta: 'முழு எண்ணாக இருக்க வேண்டும்',
  },
  {
    en: 'must be true or false',
    hi: 'true या false होना चाहिए',
    ta: 'true அல்லது false ஆக இருக்க வேண்டும்',
  },
  {
    en: 'must be one of {values}',
    hi: 'इनमें से एक होना चाहिए: {values}',
    ta: 'இவற்றில் ஒன்றாக இருக்க வேண்டும்: {values}',
  },
  {
    en: 'must be a date as YYYY-MM-DD',
    hi: 'YYYY-MM-DD रूप में तारीख होनी चाहिए',
    ta: 'YYYY-MM-DD வடிவில் தேதியாக இருக்க வேண்டும்',
  },
  {
    en: 'is not a real calendar date',
    hi: 'कैलेंडर की वास्तविक तारीख नहीं है',
    ta: 'நாள்காட்டியில் உள்ள உண்மையான தேதி அல்ல',
  },
  {
    en: 'must be a time as HH:MM',
    hi: 'HH:MM रूप में समय होना चाहिए',
    ta: 'HH:MM வடிவில் நேரமாக இருக்க வேண்டும்',
  },
  {
    en: 'must be a phone number of 7 to 20 digits',
    hi: '7 से 20 अंकों का फ़ोन नंबर होना चाहिए',
    ta: '7 முதல் 20 இலக்கங்கள் கொண்ட தொலைபேசி எண்ணாக இருக்க வேண்டும்',
  },
  {
    en: 'must be an email address',
    hi: 'ईमेल पता होना चाहिए',
    ta: 'மின்னஞ்சல் முகவரியாக இருக்க வேண்டும்',
  },
  {
    en: 'must not be after {other}',
    hi: '{other} के बाद का नहीं होना चाहिए',
    ta: '{other} க்குப் பிறகு இருக்கக் கூடாது',
  },
  {
    en: 'must be the 6 digits of the code',
    hi: 'कोड के 6 अंक होने चाहिए',
    ta: 'குறியீட்டின் 6 இலக்கங்களாக இருக்க வேண்டும்',
  },
  {
    en: 'must be P, OD, ML or LEAVE',
    hi: 'P, OD, ML या LEAVE होना चाहिए',
    ta: 'P, OD, ML அல்லது LEAVE ஆக இருக்க வேண்டும்',
  },
  {
    en: 'must not repeat a period',
    hi: 'कोई पीरियड दोहराया नहीं जाना चाहिए',
    ta: 'ஒரு பாடவேளை மீண்டும் வரக் கூடாது',
  },
  {
    en: 'needs a subject (leave a free period out)',
    hi: 'विषय चाहिए (खाली पीरियड छोड़ दें)',
    ta: 'பாடம் தேவை (காலிப் பாடவேளையை விட்டுவிடவும்)',
  },
  {
    en: 'must be the fingerprint a preview answered',
    hi: 'पूर्वावलोकन द्वारा दिया गया फ़िंगरप्रिंट होना चाहिए',
    ta: 'முன்னோட்டம் தந்த கைரேகைக் குறியாக இருக்க வேண்டும்',
  },
  {
    en: 'may hold only letters, digits and / _ . -',
    hi: 'इसमें केवल अक्षर, अंक और / _ . - हो सकते हैं',
    ta: 'எழுத்துகள், இலக்கங்கள், / _ . - மட்டுமே இருக்கலாம்',
  },
  {
    en: FORMULA_TEXT_MESSAGE,
    hi: '=, +, - या @ से शुरू नहीं होना चाहिए (स्प्रेडशीट इसे सूत्र मान लेगी)',
    ta: '=, +, - அல்லது @ இல் தொடங்கக் கூடாது (விரிதாள் அதைச் சூத்திரமாக எடுத்துக்கொள்ளும்)',
  },
  {
    en: CONTROL_TEXT_MESSAGE,
    hi: 'इसमें टैब, पंक्ति-विराम या अन्य नियंत्रण वर्ण नहीं होने चाहिए',
    ta: 'தத்தல், வரி முறிவு அல்லது பிற கட்டுப்பாட்டு எழுத்துகள் இருக்கக் கூடாது',
  },
  // zod's own English (node_modules/zod/v4/locales/en.js), for schemas that give no words
  {
    en: 'Invalid input: expected {expected}, received {received}',
    hi: 'अमान्य इनपुट: {expected} अपेक्षित था, {received} मिला',
    ta: 'தவறான உள்ளீடு: {expected} எதிர்பார்க்கப்பட்டது, {received} கிடைத்தது',
  },
  {
    en: 'Invalid option: expected one of {values}',
    hi: 'अमान्य विकल्प: इनमें से एक अपेक्षित था: {values}',
    ta: 'தவறான தேர்வு: இவற்றில் ஒன்று எதிர்பார்க்கப்பட்டது: {values}',
  },
  {
    en: 'Invalid input: expected {value}',
    hi: 'अमान्य इनपुट: {value} अपेक्षित था',
    ta: 'தவறான உள்ளீடு: {value} எதிர்பார்க்கப்பட்டது',
  },
  {
    en: 'Too big: expected {origin} to have {bound} characters',
    hi: 'बहुत लंबा: {origin} में {bound} अक्षर अपेक्षित थे',
    ta: 'மிக நீளம்: {origin} இல் {bound} எழுத்துகள் எதிர்பார்க்கப்பட்டன',
  },
  {
    en: 'Too small: expected {origin} to have {bound} characters',
    hi: 'बहुत छोटा: {origin} में {bound} अक्षर अपेक्षित थे',
    ta: 'மிகச் சிறியது: {origin} இல் {bound} எழுத்துகள் எதிர்பார்க்கப்பட்டன',
  },
  {
    en: 'Too big: expected {origin} to have {bound} items',
    hi: 'बहुत अधिक: {origin} में {bound} प्रविष्टियाँ अपेक्षित थीं',
    ta: 'மிக அதிகம்: {origin} இல் {bound} உருப்படிகள் எதிர்பார்க்கப்பட்டன',
  },
  {
    en: 'Too small: expected {origin} to have {bound} items',
    hi: 'बहुत कम: {origin} में {bound} प्रविष्टियाँ अपेक्षित थीं',
    ta: 'மிகக் குறைவு: {origin} இல் {bound} உருப்படிகள் எதிர்பார்க்கப்பட்டன',
  },
  {
    en: 'Too big: expected {origin} to be {bound}',
    hi: 'बहुत बड़ा: {origin} {bound} अपेक्षित था',
    ta: 'மிகப் பெரியது: {origin} {bound} ஆக இருக்க வேண்டும்',
  },
  {
    en: 'Too small: expected {origin} to be {bound}',
    hi: 'बहुत छोटा: {origin} {bound} अपेक्षित था',
    ta: 'மிகச் சிறியது: {origin} {bound} ஆக இருக்க வேண்டும்',
  },
  {
    en: 'Invalid string: must match pattern {pattern}',
    hi: 'अमान्य पाठ: पैटर्न {pattern} से मेल खाना चाहिए',
    ta: 'தவறான உரை: {pattern} வடிவத்துடன் பொருந்த வேண்டும்',
  },
  { en: 'Invalid email address', hi: 'अमान्य ईमेल पता', ta: 'தவறான மின்னஞ்சல் முகவரி' },
  { en: 'Invalid ISO date', hi: 'अमान्य ISO तारीख', ta: 'தவறான ISO தேதி' },
  { en: 'Invalid input', hi: 'अमान्य इनपुट', ta: 'தவறான உள்ளீடு' },
  {
    en: 'Unrecognized key: {keys}',
    hi: 'अपरिचित कुंजी: {keys}',
    ta: 'அறியப்படாத விசை: {keys}',
  },
  {
    en: 'Unrecognized keys: {keys}',
    hi: 'अपरिचित कुंजियाँ: {keys}',
    ta: 'அறியப்படாத விசைகள்: {keys}',
  },
  // Last: a field (or a cell, a grid) and its problem; the problem is translated on its own.
  { en: '{where}: {problem}', hi: '{where}: {problem}', ta: '{where}: {problem}' },
];
