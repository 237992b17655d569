import type { ServerMessage } from './server-messages';

/**
 * A refused field's problem in Hindi and Tamil (issue 53), in the words of the domain's schemas
 * (and the services' own `field: problem` refusals) that field-messages.ts does not hold. The
 * error handler answers `<field>: <problem>`; field-messages.ts's last template translates the
 * problem through these. A list of fixed choices keeps the API's spelling of each value.
 */
export const SCHEMA_MESSAGES: ServerMessage[] = [
  { en: 'must be a phone number', hi: 'फ़ोन नंबर होना चाहिए', ta: 'தொலைபேசி எண்ணாக இருக்க வேண்டும்' },
  {
    en: 'must not be after today or endDate',
    hi: 'आज या endDate के बाद का नहीं होना चाहिए',
    ta: 'இன்றோ endDate க்குப் பிறகோ இருக்கக் கூடாது',
  },
  {
    en: 'must include P: Present always counts',
    hi: 'P शामिल होना चाहिए: उपस्थित हमेशा गिना जाता है',
    ta: 'P சேர்க்கப்பட வேண்டும்: வருகை எப்போதும் கணக்கிடப்படும்',
  },
  {
    en: 'firstDay must not be after lastDay',
    hi: 'firstDay, lastDay के बाद का नहीं होना चाहिए',
    ta: 'firstDay, lastDay க்குப் பிறகு இருக்கக் கூடாது',
  },
  {
    en: 'offered must include the default',
    hi: 'offered में default शामिल होना चाहिए',
    ta: 'offered இல் default சேர்க்கப்பட வேண்டும்',
  },
  {
    en: 'select at least 1 subject',
    hi: 'कम से कम 1 विषय चुनें',
    ta: 'குறைந்தது 1 பாடத்தைத் தேர்ந்தெடுக்கவும்',
  },
  {
    en: 'at most {n} subjects at once',
    hi: 'एक बार में अधिकतम {n} विषय',
    ta: 'ஒரே முறையில் அதிகபட்சம் {n} பாடங்கள்',
  },
  {
    en: 'at most {n} records in one submission',
    hi: 'एक प्रविष्टि में अधिकतम {n} अभिलेख',
    ta: 'ஒரு சமர்ப்பிப்பில் அதிகபட்சம் {n} பதிவுகள்',
  },
  {
    en: 'at most {n} abbreviations',
    hi: 'अधिकतम {n} संक्षिप्त रूप',
    ta: 'அதிகபட்சம் {n} சுருக்கங்கள்',
  },
  {
    en: 'must be a list of attendance records',
    hi: 'उपस्थिति अभिलेखों की सूची होनी चाहिए',
    ta: 'வருகைப் பதிவுகளின் பட்டியலாக இருக்க வேண்டும்',
  },
  {
    en: 'must be a comma-separated list of subject ids',
    hi: 'अल्पविराम से अलग की गई विषय आईडी की सूची होनी चाहिए',
    ta: 'காற்புள்ளியால் பிரிக்கப்பட்ட பாட அடையாளங்களின் பட்டியலாக இருக்க வேண்டும்',
  },
  {
    en: 'must be field names separated by commas',
    hi: 'अल्पविराम से अलग किए गए फ़ील्ड के नाम होने चाहिए',
    ta: 'காற்புள்ளியால் பிரிக்கப்பட்ட புலப் பெயர்களாக இருக்க வேண்டும்',
  },
  {
    en: 'must be row numbers separated by commas',
    hi: 'अल्पविराम से अलग की गई पंक्ति संख्याएँ होनी चाहिए',
    ta: 'காற்புள்ளியால் பிரிக்கப்பட்ட வரிசை எண்களாக இருக்க வேண்டும்',
  },
  { en: 'must contain {code}', hi: 'इसमें {code} होना चाहिए', ta: '{code} இருக்க வேண்டும்' },
  // Fixed choices: the values keep their API spelling
  {
    en: 'must be absence, shortage or consecutive',
    hi: 'absence, shortage या consecutive होना चाहिए',
    ta: 'absence, shortage அல்லது consecutive ஆக இருக்க வேண்டும்',
  },
  {
    en: 'must be daily or immediate',
    hi: 'daily या immediate होना चाहिए',
    ta: 'daily அல்லது immediate ஆக இருக்க வேண்டும்',
  },
  {
    en: 'must be read or read+import',
    hi: 'read या read+import होना चाहिए',
    ta: 'read அல்லது read+import ஆக இருக்க வேண்டும்',
  },
  {
    en: 'must be student or parent',
    hi: 'student या parent होना चाहिए',
    ta: 'student அல்லது parent ஆக இருக்க வேண்டும்',
  },
  {
    en: 'must be waiting, sent, failed or cancelled',
    hi: 'waiting, sent, failed या cancelled होना चाहिए',
    ta: 'waiting, sent, failed அல்லது cancelled ஆக இருக்க வேண்டும்',
  },
];
