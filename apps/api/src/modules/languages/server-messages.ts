/**
 * The server's answers in Hindi and Tamil (issue 53), by their English words as the spec and the
 * services write them. `{name}` stands for a part that varies (a register number, a date): it
 * matches any text and is carried into the translation. A text not listed stays English.
 * The web app shows the server's `message` as it comes; the server picks the language
 * (translate.ts), so every client, the web app, a token's script, sees the same words.
 */
export interface ServerMessage {
  en: string;
  hi: string;
  ta: string;
}

export const SERVER_MESSAGES: ServerMessage[] = [
  // MESSAGES (packages/domain/src/messages.ts)
  {
    en: 'Captcha does not match, please try again.',
    hi: 'कैप्चा मेल नहीं खाता, कृपया फिर से कोशिश करें।',
    ta: 'கேப்ட்சா பொருந்தவில்லை, மீண்டும் முயலவும்.',
  },
  {
    en: 'Please solve the CAPTCHA before continuing.',
    hi: 'आगे बढ़ने से पहले कृपया कैप्चा हल करें।',
    ta: 'தொடரும் முன் கேப்ட்சாவைத் தீர்க்கவும்.',
  },
  {
    en: 'Invalid email or ID card number.',
    hi: 'ईमेल या पहचान पत्र संख्या गलत है।',
    ta: 'மின்னஞ்சல் அல்லது அடையாள அட்டை எண் தவறு.',
  },
  { en: 'Login successful', hi: 'लॉगिन सफल', ta: 'உள்நுழைவு வெற்றி' },
  {
    en: 'You are not authorized to access this page.',
    hi: 'आपको यह पृष्ठ देखने की अनुमति नहीं है।',
    ta: 'இந்தப் பக்கத்தைப் பார்க்க உங்களுக்கு அனுமதி இல்லை.',
  },
  {
    en: 'Please sign in to continue.',
    hi: 'जारी रखने के लिए कृपया साइन इन करें।',
    ta: 'தொடர உள்நுழையவும்.',
  },
  {
    en: 'Staff registered successfully',
    hi: 'कर्मचारी का पंजीकरण सफल रहा',
    ta: 'பணியாளர் பதிவு வெற்றி',
  },
  {
    en: 'This email is already registered.',
    hi: 'यह ईमेल पहले से पंजीकृत है।',
    ta: 'இந்த மின்னஞ்சல் ஏற்கெனவே பதிவுசெய்யப்பட்டுள்ளது.',
  },
  { en: 'Logged out', hi: 'लॉग आउट हो गया', ta: 'வெளியேறினீர்கள்' },
  {
    en: 'The request body is not valid JSON.',
    hi: 'अनुरोध का मुख्य भाग मान्य JSON नहीं है।',
    ta: 'கோரிக்கையின் உள்ளடக்கம் சரியான JSON அல்ல.',
  },
  {
    en: 'The request body is too large.',
    hi: 'अनुरोध का मुख्य भाग बहुत बड़ा है।',
    ta: 'கோரிக்கையின் உள்ளடக்கம் மிகப் பெரியது.',
  },
  {
    en: 'Send the request body as application/json.',
    hi: 'अनुरोध का मुख्य भाग application/json के रूप में भेजें।',
    ta: 'கோரிக்கையின் உள்ளடக்கத்தை application/json ஆக அனுப்பவும்.',
  },
  { en: 'Not found', hi: 'नहीं मिला', ta: 'கிடைக்கவில்லை' },
  {
    en: 'Something went wrong on the server. Please try again.',
    hi: 'सर्वर पर कुछ गड़बड़ हुई। कृपया फिर से कोशिश करें।',
    ta: 'சேவையகத்தில் ஏதோ தவறு நடந்தது. மீண்டும் முயலவும்.',
  },
  {
    en: 'Attendance submitted successfully',
    hi: 'उपस्थिति सफलतापूर्वक जमा हुई',
    ta: 'வருகை வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது',
  },
  {
    en: 'Registration received. You can sign in once your department approves it.',
    hi: 'पंजीकरण मिल गया। आपके विभाग की स्वीकृति के बाद आप साइन इन कर सकेंगे।',
    ta: 'பதிவு பெறப்பட்டது. உங்கள் துறை ஒப்புதல் அளித்ததும் உள்நுழையலாம்.',
  },
  {
    en: 'Sign-in failed: your registration is awaiting approval.',
    hi: 'साइन इन विफल: आपका पंजीकरण स्वीकृति की प्रतीक्षा में है।',
    ta: 'உள்நுழைவு தோல்வியடைந்தது: உங்கள் பதிவு ஒப்புதலுக்குக் காத்திருக்கிறது.',
  },
  {
    en: 'Sign-in failed: this account has been disabled.',
    hi: 'साइन इन विफल: यह खाता बंद कर दिया गया है।',
    ta: 'உள்நுழைவு தோல்வியடைந்தது: இந்தக் கணக்கு முடக்கப்பட்டுள்ளது.',
  },
  {
    en: 'No registration with this id in your department.',
    hi: 'आपके विभाग में इस आईडी का कोई पंजीकरण नहीं है।',
    ta: 'உங்கள் துறையில் இந்த அடையாளத்துடன் பதிவு இல்லை.',
  },
  {
    en: 'This registration has already been approved or rejected.',
    hi: 'यह पंजीकरण पहले ही स्वीकृत या अस्वीकृत हो चुका है।',
    ta: 'இந்தப் பதிவு ஏற்கெனவே ஏற்கப்பட்டது அல்லது நிராகரிக்கப்பட்டது.',
  },
  {
    en: 'Only an Admin of the department can approve or reject a HOD or an Admin.',
    hi: 'विभागाध्यक्ष या प्रशासक को केवल विभाग का प्रशासक ही स्वीकृत या अस्वीकृत कर सकता है।',
    ta: 'துறைத் தலைவரையோ நிர்வாகியையோ துறையின் நிர்வாகி மட்டுமே ஏற்கவோ நிராகரிக்கவோ முடியும்.',
  },
  { en: 'Registration approved.', hi: 'पंजीकरण स्वीकृत।', ta: 'பதிவு ஏற்கப்பட்டது.' },
  { en: 'Registration rejected.', hi: 'पंजीकरण अस्वीकृत।', ta: 'பதிவு நிராகரிக்கப்பட்டது.' },
  { en: 'Subject not found.', hi: 'विषय नहीं मिला।', ta: 'பாடம் கிடைக்கவில்லை.' },
  { en: 'Student not found.', hi: 'छात्र नहीं मिला।', ta: 'மாணவர் கிடைக்கவில்லை.' },
  { en: 'Staff not found.', hi: 'कर्मचारी नहीं मिला।', ta: 'பணியாளர் கிடைக்கவில்லை.' },
  { en: 'Assignment not found.', hi: 'आवंटन नहीं मिला।', ta: 'ஒதுக்கீடு கிடைக்கவில்லை.' },
  {
    en: 'You are not assigned to this subject.',
    hi: 'आपको यह विषय नहीं सौंपा गया है।',
    ta: 'இந்தப் பாடம் உங்களுக்கு ஒதுக்கப்படவில்லை.',
  },
  {
    en: 'You can only manage records of your own department.',
    hi: 'आप केवल अपने विभाग के अभिलेख संभाल सकते हैं।',
    ta: 'உங்கள் சொந்தத் துறையின் பதிவுகளை மட்டுமே நிர்வகிக்க முடியும்.',
  },
  {
    en: 'Please check staff, subject, period, or student list.',
    hi: 'कृपया कर्मचारी, विषय, पीरियड या छात्र सूची जाँचें।',
    ta: 'பணியாளர், பாடம், பாடவேளை அல்லது மாணவர் பட்டியலைச் சரிபார்க்கவும்.',
  },
  {
    en: 'No attendance records found for the selected criteria. Please reload the page.',
    hi: 'चुनी गई शर्तों के लिए कोई उपस्थिति अभिलेख नहीं मिला। कृपया पृष्ठ फिर से लोड करें।',
    ta: 'தேர்ந்தெடுத்த நிபந்தனைகளுக்கு வருகைப் பதிவுகள் இல்லை. பக்கத்தை மீண்டும் ஏற்றவும்.',
  },
  {
    en: 'This Idempotency-Key was already used for a different submission. Reload the page and submit again.',
    hi: 'यह Idempotency-Key किसी दूसरी प्रविष्टि के लिए पहले ही उपयोग हो चुकी है। पृष्ठ फिर से लोड करके दोबारा जमा करें।',
    ta: 'இந்த Idempotency-Key ஏற்கெனவே வேறொரு சமர்ப்பிப்புக்குப் பயன்படுத்தப்பட்டது. பக்கத்தை மீண்டும் ஏற்றி மறுபடி சமர்ப்பிக்கவும்.',
  },
  // FAMILY_MESSAGES (packages/domain/src/schemas/family.ts)
  {
    en: 'If this number is on record, a code has been sent.',
    hi: 'यदि यह नंबर अभिलेख में है, तो एक कोड भेज दिया गया है।',
    ta: 'இந்த எண் பதிவில் இருந்தால், ஒரு குறியீடு அனுப்பப்பட்டுள்ளது.',
  },
  {
    en: 'The code is wrong or has expired. Ask for a new code.',
    hi: 'कोड गलत है या उसकी अवधि समाप्त हो गई है। नया कोड माँगें।',
    ta: 'குறியீடு தவறு அல்லது காலாவதியானது. புதிய குறியீட்டைக் கேளுங்கள்.',
  },
  {
    en: 'Students and parents cannot sign in here yet: the department has not opened this side.',
    hi: 'छात्र और अभिभावक अभी यहाँ साइन इन नहीं कर सकते: विभाग ने यह भाग अभी नहीं खोला है।',
    ta: 'மாணவர்களும் பெற்றோரும் இன்னும் இங்கே உள்நுழைய முடியாது: துறை இந்தப் பகுதியைத் திறக்கவில்லை.',
  },
  {
    en: 'Your department has closed the student and parent side. Please sign in again later.',
    hi: 'आपके विभाग ने छात्र और अभिभावक भाग बंद कर दिया है। कृपया बाद में फिर साइन इन करें।',
    ta: 'உங்கள் துறை மாணவர், பெற்றோர் பகுதியை மூடியுள்ளது. பின்னர் மீண்டும் உள்நுழையவும்.',
  },
  {
    en: 'Please sign in with your register number or phone number.',
    hi: 'कृपया अपने पंजीकरण संख्या या फ़ोन नंबर से साइन इन करें।',
    ta: 'உங்கள் பதிவெண் அல்லது தொலைபேசி எண் மூலம் உள்நுழையவும்.',
  },
  {
    en: 'Students and parents cannot use staff pages.',
    hi: 'छात्र और अभिभावक कर्मचारियों के पृष्ठ उपयोग नहीं कर सकते।',
    ta: 'மாணவர்களும் பெற்றோரும் பணியாளர் பக்கங்களைப் பயன்படுத்த முடியாது.',
  },
  {
    en: 'This page is for students and parents.',
    hi: 'यह पृष्ठ छात्रों और अभिभावकों के लिए है।',
    ta: 'இந்தப் பக்கம் மாணவர்களுக்கும் பெற்றோருக்கும் உரியது.',
  },
  {
    en: 'This student is not one of yours.',
    hi: 'यह छात्र आपसे जुड़ा नहीं है।',
    ta: 'இந்த மாணவர் உங்களுடையவர் அல்ல.',
  },
  {
    en: 'Too many codes for this phone today. Please try again tomorrow.',
    hi: 'आज इस फ़ोन के लिए बहुत अधिक कोड भेजे गए। कृपया कल फिर कोशिश करें।',
    ta: 'இன்று இந்தத் தொலைபேசிக்கு மிக அதிகக் குறியீடுகள். நாளை மீண்டும் முயலவும்.',
  },
  {
    en: 'Too many codes are being sent right now. Please try again in an hour.',
    hi: 'अभी बहुत अधिक कोड भेजे जा रहे हैं। कृपया एक घंटे बाद कोशिश करें।',
    ta: 'இப்போது மிக அதிகக் குறியீடுகள் அனுப்பப்படுகின்றன. ஒரு மணி நேரம் கழித்து முயலவும்.',
  },
  {
    en: 'codes go to the server log: for trying it out only',
    hi: 'कोड सर्वर लॉग में जाते हैं: केवल आज़माने के लिए',
    ta: 'குறியீடுகள் சேவையகப் பதிவுக்குச் செல்கின்றன: சோதனைக்கு மட்டும்',
  },
  {
    en: 'Sessions of this phone ended.',
    hi: 'इस फ़ोन के सत्र समाप्त हो गए।',
    ta: 'இந்தத் தொலைபேசியின் அமர்வுகள் முடிந்தன.',
  },
  {
    en: 'This passkey is not recognised here. Sign in with a code sent to your phone.',
    hi: 'यह पासकी यहाँ पहचानी नहीं गई। अपने फ़ोन पर भेजे गए कोड से साइन इन करें।',
    ta: 'இந்த பாஸ்கீ இங்கே அறியப்படவில்லை. உங்கள் தொலைபேசிக்கு அனுப்பப்படும் குறியீட்டுடன் உள்நுழையவும்.',
  },
  {
    en: 'This passkey was added for a phone number no longer on record. Sign in with a code, then add a passkey again.',
    hi: 'यह पासकी ऐसे फ़ोन नंबर के लिए जोड़ी गई थी जो अब अभिलेख में नहीं है। कोड से साइन इन करें, फिर पासकी दोबारा जोड़ें।',
    ta: 'இந்த பாஸ்கீ இப்போது பதிவில் இல்லாத ஒரு தொலைபேசி எண்ணுக்குச் சேர்க்கப்பட்டது. குறியீட்டுடன் உள்நுழைந்து, பாஸ்கீயை மீண்டும் சேர்க்கவும்.',
  },
  { en: 'Signed out', hi: 'साइन आउट हो गया', ta: 'வெளியேறினீர்கள்' },
  // The error handler's own words (plugins/errors.ts)
  {
    en: 'This record already exists.',
    hi: 'यह अभिलेख पहले से मौजूद है।',
    ta: 'இந்தப் பதிவு ஏற்கெனவே உள்ளது.',
  },
  {
    en: 'The request could not be understood.',
    hi: 'अनुरोध समझा नहीं जा सका।',
    ta: 'கோரிக்கையைப் புரிந்துகொள்ள முடியவில்லை.',
  },
  // The services' words, with their varying parts
  {
    en: 'Attendance for {subject} on {date}, period {period} has already been submitted.',
    hi: '{subject} की {date}, पीरियड {period} की उपस्थिति पहले ही जमा हो चुकी है।',
    ta: '{subject} பாடத்துக்கு {date}, பாடவேளை {period} வருகை ஏற்கெனவே சமர்ப்பிக்கப்பட்டது.',
  },
  {
    en: 'Attendance for {subject} is locked by the HOD.',
    hi: '{subject} की उपस्थिति विभागाध्यक्ष ने बंद कर दी है।',
    ta: '{subject} வருகையைத் துறைத் தலைவர் பூட்டியுள்ளார்.',
  },
  {
    en: 'Attendance for {register} on {date}, period {period} is already recorded for {subject}.',
    hi: '{register} की {date}, पीरियड {period} की उपस्थिति {subject} के लिए पहले से दर्ज है।',
    ta: '{register} மாணவருக்கு {date}, பாடவேளை {period} வருகை {subject} பாடத்துக்கு ஏற்கெனவே பதிவாகியுள்ளது.',
  },
  {
    en: 'Please mark attendance for all students ({marked} of {total} marked).',
    hi: 'कृपया सभी छात्रों की उपस्थिति दर्ज करें ({total} में से {marked} दर्ज)।',
    ta: 'எல்லா மாணவர்களுக்கும் வருகையைக் குறிக்கவும் ({total} இல் {marked} குறிக்கப்பட்டது).',
  },
  {
    en: 'Student {register} is not allocated to {subject}.',
    hi: 'छात्र {register} को {subject} आवंटित नहीं है।',
    ta: 'மாணவர் {register} க்கு {subject} ஒதுக்கப்படவில்லை.',
  },
  {
    en: 'No attendance has been submitted for {slot}.',
    hi: '{slot} के लिए कोई उपस्थिति जमा नहीं हुई है।',
    ta: '{slot} க்கு வருகை எதுவும் சமர்ப்பிக்கப்படவில்லை.',
  },
  {
    en: 'Attendance for {slot} has already been voided.',
    hi: '{slot} की उपस्थिति पहले ही रद्द की जा चुकी है।',
    ta: '{slot} வருகை ஏற்கெனவே செல்லாததாக்கப்பட்டது.',
  },
  {
    en: 'No active students were found in batch {batch} of your department.',
    hi: 'आपके विभाग के बैच {batch} में कोई सक्रिय छात्र नहीं मिला।',
    ta: 'உங்கள் துறையின் {batch} தொகுப்பில் செயலில் உள்ள மாணவர்கள் இல்லை.',
  },
  {
    en: 'A student with register number {register} already exists.',
    hi: 'पंजीकरण संख्या {register} वाला छात्र पहले से मौजूद है।',
    ta: 'பதிவெண் {register} உடைய மாணவர் ஏற்கெனவே உள்ளார்.',
  },
  {
    en: 'Student {register} is already inactive.',
    hi: 'छात्र {register} पहले से निष्क्रिय है।',
    ta: 'மாணவர் {register} ஏற்கெனவே செயலற்றவர்.',
  },
  {
    en: 'Student {register} is inactive, and an inactive student cannot be edited.',
    hi: 'छात्र {register} निष्क्रिय है, और निष्क्रिय छात्र में बदलाव नहीं हो सकता।',
    ta: 'மாணவர் {register} செயலற்றவர்; செயலற்ற மாணவரைத் திருத்த முடியாது.',
  },
  {
    en: 'Subject {subject} is already assigned{to}.',
    hi: 'विषय {subject} पहले से सौंपा जा चुका है{to}।',
    ta: 'பாடம் {subject} ஏற்கெனவே ஒதுக்கப்பட்டுள்ளது{to}.',
  },
  {
    en: 'Subject {id} does not exist.',
    hi: 'विषय {id} मौजूद नहीं है।',
    ta: 'பாடம் {id} இல்லை.',
  },
  {
    en: 'No staff member has the email {email}.',
    hi: 'किसी कर्मचारी का ईमेल {email} नहीं है।',
    ta: '{email} மின்னஞ்சல் கொண்ட பணியாளர் இல்லை.',
  },
  {
    en: 'Too many failed sign-in attempts for this account. Please try again in {n} minutes.',
    hi: 'इस खाते से बहुत अधिक असफल साइन-इन प्रयास। कृपया {n} मिनट बाद फिर कोशिश करें।',
    ta: 'இந்தக் கணக்கில் மிக அதிகத் தோல்வியுற்ற உள்நுழைவு முயற்சிகள். {n} நிமிடங்கள் கழித்து மீண்டும் முயலவும்.',
  },
  {
    en: 'Too many failed sign-in attempts for this account. Please try again in {n} minute.',
    hi: 'इस खाते से बहुत अधिक असफल साइन-इन प्रयास। कृपया {n} मिनट बाद फिर कोशिश करें।',
    ta: 'இந்தக் கணக்கில் மிக அதிகத் தோல்வியுற்ற உள்நுழைவு முயற்சிகள். {n} நிமிடம் கழித்து மீண்டும் முயலவும்.',
  },
  {
    en: 'Too many failed sign-in attempts from this address. Please try again in {n} minutes.',
    hi: 'इस पते से बहुत अधिक असफल साइन-इन प्रयास। कृपया {n} मिनट बाद फिर कोशिश करें।',
    ta: 'இந்த முகவரியிலிருந்து மிக அதிகத் தோல்வியுற்ற உள்நுழைவு முயற்சிகள். {n} நிமிடங்கள் கழித்து மீண்டும் முயலவும்.',
  },
  {
    en: 'Too many failed sign-in attempts from this address. Please try again in {n} minute.',
    hi: 'इस पते से बहुत अधिक असफल साइन-इन प्रयास। कृपया {n} मिनट बाद फिर कोशिश करें।',
    ta: 'இந்த முகவரியிலிருந்து மிக அதிகத் தோல்வியுற்ற உள்நுழைவு முயற்சிகள். {n} நிமிடம் கழித்து மீண்டும் முயலவும்.',
  },
  {
    en: 'No attendance records found.',
    hi: 'कोई उपस्थिति अभिलेख नहीं मिला।',
    ta: 'வருகைப் பதிவுகள் இல்லை.',
  },
  {
    en: 'No students found for the selected batch',
    hi: 'चुने गए बैच में कोई छात्र नहीं मिला',
    ta: 'தேர்ந்தெடுத்த தொகுப்பில் மாணவர்கள் இல்லை',
  },
  {
    en: 'No subject allocation data to export.',
    hi: 'निर्यात के लिए कोई विषय आवंटन नहीं है।',
    ta: 'ஏற்றுமதி செய்யப் பாட ஒதுக்கீட்டுத் தரவு இல்லை.',
  },
  {
    en: 'No such day in your department.',
    hi: 'आपके विभाग में ऐसा कोई दिन नहीं है।',
    ta: 'உங்கள் துறையில் அத்தகைய நாள் இல்லை.',
  },
  {
    en: 'No such term in your department.',
    hi: 'आपके विभाग में ऐसा कोई सत्र नहीं है।',
    ta: 'உங்கள் துறையில் அத்தகைய பருவம் இல்லை.',
  },
  { en: 'Staff member not found.', hi: 'कर्मचारी नहीं मिला।', ta: 'பணியாளர் கிடைக்கவில்லை.' },
  {
    en: 'This staff member is not of your department.',
    hi: 'यह कर्मचारी आपके विभाग का नहीं है।',
    ta: 'இந்தப் பணியாளர் உங்கள் துறையைச் சேர்ந்தவர் அல்ல.',
  },
  {
    en: 'This subject is not of your department.',
    hi: 'यह विषय आपके विभाग का नहीं है।',
    ta: 'இந்தப் பாடம் உங்கள் துறையைச் சேர்ந்தது அல்ல.',
  },
  {
    en: 'This subject is not one of the student’s this semester.',
    hi: 'यह विषय इस सेमेस्टर में छात्र के विषयों में नहीं है।',
    ta: 'இந்தப் பாடம் இந்தப் பருவத்தில் மாணவரின் பாடங்களில் இல்லை.',
  },
  {
    en: 'You can only see the subjects assigned to you.',
    hi: 'आप केवल अपने को सौंपे गए विषय देख सकते हैं।',
    ta: 'உங்களுக்கு ஒதுக்கப்பட்ட பாடங்களை மட்டுமே பார்க்க முடியும்.',
  },
  {
    en: '{class} is not a class of your department.',
    hi: '{class} आपके विभाग की कक्षा नहीं है।',
    ta: '{class} உங்கள் துறையின் வகுப்பு அல்ல.',
  },
  {
    en: 'Many reports are being prepared right now. Please try again in a few seconds.',
    hi: 'अभी कई रिपोर्ट तैयार हो रही हैं। कृपया कुछ सेकंड बाद कोशिश करें।',
    ta: 'இப்போது பல அறிக்கைகள் தயாராகின்றன. சில விநாடிகள் கழித்து முயலவும்.',
  },
  {
    en: 'Your previous report is still being prepared. Please wait for it to finish.',
    hi: 'आपकी पिछली रिपोर्ट अभी तैयार हो रही है। कृपया उसके पूरा होने तक रुकें।',
    ta: 'உங்கள் முந்தைய அறிக்கை இன்னும் தயாராகிறது. அது முடியும் வரை காத்திருக்கவும்.',
  },
  {
    en: 'login: must be a phone number such as 98765 43210',
    hi: 'login: 98765 43210 जैसा फ़ोन नंबर होना चाहिए',
    ta: 'login: 98765 43210 போன்ற தொலைபேசி எண்ணாக இருக்க வேண்டும்',
  },
  {
    en: 'language: {language} is not offered by this campus',
    hi: 'language: यह परिसर {language} भाषा नहीं देता',
    ta: 'language: இந்த வளாகம் {language} மொழியை வழங்கவில்லை',
  },
];
