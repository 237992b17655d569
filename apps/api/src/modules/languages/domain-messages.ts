import type { ServerMessage } from './server-messages';

/**
 * The domain's other answers in Hindi and Tamil (issue 53): passkeys, alerts, the counting
 * policy, a submission's refusals and the oversight exports' empty answers, by their English
 * as packages/domain words them.
 */
export const DOMAIN_MESSAGES: ServerMessage[] = [
  // PASSKEY_MESSAGES (schemas/passkeys.ts)
  {
    en: 'Sign in with your passkey; ask your HOD to reset it if you lost it.',
    hi: 'अपनी पासकी से साइन इन करें; यदि वह खो गई है, तो विभागाध्यक्ष से उसे रीसेट करने को कहें।',
    ta: 'உங்கள் பாஸ்கீ மூலம் உள்நுழையவும்; அதை இழந்திருந்தால், அதை மீட்டமைக்கத் துறைத் தலைவரிடம் கேளுங்கள்.',
  },
  {
    en: 'Your time to add a passkey has run out; ask your HOD to reset your passkeys to add one.',
    hi: 'पासकी जोड़ने का आपका समय समाप्त हो गया है; नई जोड़ने के लिए विभागाध्यक्ष से अपनी पासकी रीसेट करने को कहें।',
    ta: 'பாஸ்கீ சேர்ப்பதற்கான உங்கள் நேரம் முடிந்துவிட்டது; புதியதைச் சேர்க்க, உங்கள் பாஸ்கீகளை மீட்டமைக்கத் துறைத் தலைவரிடம் கேளுங்கள்.',
  },
  {
    en: 'Add a passkey to your account before doing anything else.',
    hi: 'कुछ भी और करने से पहले अपने खाते में एक पासकी जोड़ें।',
    ta: 'வேறு எதையும் செய்யும் முன் உங்கள் கணக்கில் ஒரு பாஸ்கீயைச் சேர்க்கவும்.',
  },
  {
    en: 'This passkey is not recognised. Sign in with your email and ID card number.',
    hi: 'यह पासकी पहचानी नहीं गई। अपने ईमेल और पहचान पत्र संख्या से साइन इन करें।',
    ta: 'இந்த பாஸ்கீ அறியப்படவில்லை. உங்கள் மின்னஞ்சல், அடையாள அட்டை எண் மூலம் உள்நுழையவும்.',
  },
  {
    en: 'The passkey could not be checked. Please try again.',
    hi: 'पासकी की जाँच नहीं हो सकी। कृपया फिर से कोशिश करें।',
    ta: 'பாஸ்கீயைச் சரிபார்க்க முடியவில்லை. மீண்டும் முயலவும்.',
  },
  {
    en: 'This passkey request has expired or was already used. Please try again.',
    hi: 'पासकी का यह अनुरोध समाप्त हो गया है या पहले ही उपयोग हो चुका है। कृपया फिर से कोशिश करें।',
    ta: 'இந்த பாஸ்கீ கோரிக்கை காலாவதியானது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டது. மீண்டும் முயலவும்.',
  },
  {
    en: 'Passkeys are not set up for this address: the portal needs PUBLIC_ORIGIN (see docs/deployment.md).',
    hi: 'इस पते के लिए पासकी की व्यवस्था नहीं है: पोर्टल को PUBLIC_ORIGIN चाहिए (docs/deployment.md देखें)।',
    ta: 'இந்த முகவரிக்குப் பாஸ்கீகள் அமைக்கப்படவில்லை: தளத்துக்கு PUBLIC_ORIGIN தேவை (docs/deployment.md பார்க்கவும்).',
  },
  {
    en: 'No passkey with this id on your account.',
    hi: 'आपके खाते में इस आईडी की कोई पासकी नहीं है।',
    ta: 'உங்கள் கணக்கில் இந்த அடையாளத்துடன் பாஸ்கீ இல்லை.',
  },
  { en: 'Passkey added.', hi: 'पासकी जोड़ी गई।', ta: 'பாஸ்கீ சேர்க்கப்பட்டது.' },
  { en: 'Passkey removed.', hi: 'पासकी हटाई गई।', ta: 'பாஸ்கீ நீக்கப்பட்டது.' },
  { en: 'Passkey renamed.', hi: 'पासकी का नाम बदला गया।', ta: 'பாஸ்கீயின் பெயர் மாற்றப்பட்டது.' },
  {
    en: 'Passkeys reset: the account adds a new one at its next sign-in.',
    hi: 'पासकी रीसेट हो गईं: अगली बार साइन इन करने पर खाते में नई पासकी जोड़ी जाएगी।',
    ta: 'பாஸ்கீகள் மீட்டமைக்கப்பட்டன: அடுத்த உள்நுழைவில் கணக்கு புதியதைச் சேர்க்கும்.',
  },
  { en: 'Passkey policy saved.', hi: 'पासकी नीति सहेजी गई।', ta: 'பாஸ்கீ கொள்கை சேமிக்கப்பட்டது.' },
  // ALERT_MESSAGES (schemas/alerts.ts)
  {
    en: 'The daily time falls inside the quiet hours: no SMS could go then.',
    hi: 'दैनिक समय शांत घंटों के भीतर पड़ता है: उस समय कोई SMS नहीं जा सकेगा।',
    ta: 'தினசரி நேரம் அமைதி நேரத்துக்குள் வருகிறது: அப்போது எந்த SMS உம் அனுப்ப முடியாது.',
  },
  {
    en: 'Alerts to this number are stopped.',
    hi: 'इस नंबर पर सूचनाएँ रोक दी गई हैं।',
    ta: 'இந்த எண்ணுக்கான அறிவிப்புகள் நிறுத்தப்பட்டன.',
  },
  {
    en: 'Alerts to this number are on.',
    hi: 'इस नंबर पर सूचनाएँ चालू हैं।',
    ta: 'இந்த எண்ணுக்கான அறிவிப்புகள் இயக்கத்தில் உள்ளன.',
  },
  {
    en: 'No alert matches these filters',
    hi: 'इन शर्तों से कोई सूचना मेल नहीं खाती',
    ta: 'இந்த வடிகட்டிகளுக்குப் பொருந்தும் அறிவிப்பு இல்லை',
  },
  // COUNTING_MESSAGES (schemas/counting.ts)
  {
    en: 'Saved: these statuses count as attended in the shortage list, the cumulative report and the students’ pages.',
    hi: 'सहेजा गया: कमी सूची, संचयी रिपोर्ट और छात्रों के पृष्ठों में ये स्थितियाँ उपस्थित गिनी जाएँगी।',
    ta: 'சேமிக்கப்பட்டது: குறைவுப் பட்டியல், ஒட்டுமொத்த அறிக்கை, மாணவர் பக்கங்களில் இந்த நிலைகள் வருகையாகக் கணக்கிடப்படும்.',
  },
  // SUBMISSION_MESSAGES and their kin (rules/submission.ts)
  {
    en: 'All records of one submission must share one subject, date and period.',
    hi: 'एक प्रविष्टि के सभी अभिलेखों का विषय, तारीख और पीरियड एक ही होना चाहिए।',
    ta: 'ஒரு சமர்ப்பிப்பின் எல்லாப் பதிவுகளுக்கும் ஒரே பாடம், தேதி, பாடவேளை இருக்க வேண்டும்.',
  },
  {
    en: 'Each student may appear only once in a submission.',
    hi: 'एक प्रविष्टि में हर छात्र केवल एक बार आ सकता है।',
    ta: 'ஒரு சமர்ப்பிப்பில் ஒவ்வொரு மாணவரும் ஒருமுறை மட்டுமே வரலாம்.',
  },
  {
    en: 'Attendance cannot be marked for a future date.',
    hi: 'आने वाली तारीख की उपस्थिति दर्ज नहीं की जा सकती।',
    ta: 'வரவிருக்கும் தேதிக்கு வருகையைக் குறிக்க முடியாது.',
  },
  {
    en: 'Period must be a number from 1 to 8.',
    hi: 'पीरियड 1 से 8 तक की संख्या होनी चाहिए।',
    ta: 'பாடவேளை 1 முதல் 8 வரையிலான எண்ணாக இருக்க வேண்டும்.',
  },
  {
    en: 'Attendance can be marked for today only.',
    hi: 'उपस्थिति केवल आज के लिए दर्ज की जा सकती है।',
    ta: 'இன்றைக்கு மட்டுமே வருகையைக் குறிக்க முடியும்.',
  },
  {
    en: 'Attendance can be marked for today and the day before it only.',
    hi: 'उपस्थिति केवल आज और उससे पिछले दिन के लिए दर्ज की जा सकती है।',
    ta: 'இன்றைக்கும் அதற்கு முந்தைய நாளுக்கும் மட்டுமே வருகையைக் குறிக்க முடியும்.',
  },
  {
    en: 'Attendance can be marked for today and the {n} days before it only.',
    hi: 'उपस्थिति केवल आज और उससे पहले के {n} दिनों के लिए दर्ज की जा सकती है।',
    ta: 'இன்றைக்கும் அதற்கு முந்தைய {n} நாள்களுக்கும் மட்டுமே வருகையைக் குறிக்க முடியும்.',
  },
  {
    en: 'Period {n} has not started yet.',
    hi: 'पीरियड {n} अभी शुरू नहीं हुआ है।',
    ta: 'பாடவேளை {n} இன்னும் தொடங்கவில்லை.',
  },
  // OVERSIGHT_REPORT_MESSAGES (schemas/oversight.ts): the exports' empty answers
  {
    en: 'No assigned subjects to report for today',
    hi: 'आज की रिपोर्ट के लिए कोई सौंपा गया विषय नहीं है',
    ta: 'இன்றைய அறிக்கைக்கு ஒதுக்கப்பட்ட பாடம் எதுவும் இல்லை',
  },
  {
    en: 'No student is below the threshold',
    hi: 'कोई छात्र सीमा से नीचे नहीं है',
    ta: 'எந்த மாணவரும் வரம்புக்குக் கீழே இல்லை',
  },
  {
    en: 'No student has been absent on that many consecutive days',
    hi: 'कोई छात्र इतने लगातार दिनों तक अनुपस्थित नहीं रहा',
    ta: 'எந்த மாணவரும் அத்தனை தொடர்ச்சியான நாள்கள் வராமல் இருக்கவில்லை',
  },
];
