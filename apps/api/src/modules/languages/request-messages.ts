import type { ServerMessage } from './server-messages';

/**
 * Leave and On-Duty requests' answers in Hindi and Tamil (issue 53), by their English as the
 * domain's REQUEST_MESSAGES and the requests schemas word them. A request's kind and state
 * inside a message are translated as parts of their own (the last entries), with the words the
 * web catalogs chose for them (requests.json: ऑन ड्यूटी, लंबित; பணி நிமித்தம், நிலுவையில்).
 */
export const REQUEST_MESSAGES_TRANSLATED: ServerMessage[] = [
  // The answers (packages/domain/src/schemas/requests.ts REQUEST_MESSAGES)
  {
    en: 'Request sent to the HOD.',
    hi: 'अनुरोध विभागाध्यक्ष को भेज दिया गया।',
    ta: 'கோரிக்கை துறைத் தலைவருக்கு அனுப்பப்பட்டது.',
  },
  {
    en: '{n} requests sent to the HOD.',
    hi: '{n} अनुरोध विभागाध्यक्ष को भेज दिए गए।',
    ta: '{n} கோரிக்கைகள் துறைத் தலைவருக்கு அனுப்பப்பட்டன.',
  },
  { en: 'Request approved.', hi: 'अनुरोध स्वीकृत।', ta: 'கோரிக்கை ஏற்கப்பட்டது.' },
  { en: 'Request rejected.', hi: 'अनुरोध अस्वीकृत।', ta: 'கோரிக்கை நிராகரிக்கப்பட்டது.' },
  { en: 'Approval withdrawn.', hi: 'स्वीकृति वापस ली गई।', ta: 'ஒப்புதல் திரும்பப் பெறப்பட்டது.' },
  { en: 'Certificate attached.', hi: 'प्रमाणपत्र जोड़ दिया गया।', ta: 'சான்றிதழ் இணைக்கப்பட்டது.' },
  { en: 'No such request.', hi: 'ऐसा कोई अनुरोध नहीं है।', ta: 'அத்தகைய கோரிக்கை இல்லை.' },
  {
    en: 'No active student of your department has the register number {list}.',
    hi: 'आपके विभाग के किसी सक्रिय छात्र की पंजीकरण संख्या {list} नहीं है।',
    ta: 'உங்கள் துறையின் செயலில் உள்ள எந்த மாணவருக்கும் {list} பதிவெண் இல்லை.',
  },
  {
    en: 'Only On Duty may be asked for several students at once.',
    hi: 'एक साथ कई छात्रों के लिए केवल ऑन ड्यूटी माँगी जा सकती है।',
    ta: 'ஒரே நேரத்தில் பல மாணவர்களுக்குப் பணி நிமித்தம் மட்டுமே கேட்க முடியும்.',
  },
  {
    en: 'The last day must not be before the first day.',
    hi: 'अंतिम दिन पहले दिन से पहले का नहीं हो सकता।',
    ta: 'கடைசி நாள் முதல் நாளுக்கு முன் இருக்கக் கூடாது.',
  },
  {
    en: 'A request covers at most 62 days.',
    hi: 'एक अनुरोध अधिकतम 62 दिनों का हो सकता है।',
    ta: 'ஒரு கோரிக்கை அதிகபட்சம் 62 நாள்களுக்கு மட்டுமே.',
  },
  {
    en: '{date} is not a teaching day of the class: nothing to ask leave for.',
    hi: '{date} कक्षा का पढ़ाई का दिन नहीं है: इसके लिए छुट्टी माँगने की ज़रूरत नहीं।',
    ta: '{date} வகுப்புக்குப் பாட நாள் அல்ல: அதற்கு விடுப்பு கேட்கத் தேவையில்லை.',
  },
  {
    en: 'Every day from {from} to {to} is a day off for the class: nothing to ask leave for.',
    hi: '{from} से {to} तक का हर दिन कक्षा की छुट्टी है: इसके लिए छुट्टी माँगने की ज़रूरत नहीं।',
    ta: '{from} முதல் {to} வரை ஒவ்வொரு நாளும் வகுப்புக்கு விடுமுறை: அதற்கு விடுப்பு கேட்கத் தேவையில்லை.',
  },
  {
    en: "The dates must be within {name}'s term ({first} to {last}).",
    hi: 'तारीखें {name} के सत्र ({first} से {last}) के भीतर होनी चाहिए।',
    ta: 'தேதிகள் {name} அவர்களின் பருவத்துக்குள் ({first} முதல் {last} வரை) இருக்க வேண்டும்.',
  },
  {
    en: '{name} already has an approved {kind} request from {from} to {to} that covers some of these periods.',
    hi: '{name} का {from} से {to} तक का {kind} अनुरोध पहले से स्वीकृत है, जिसमें इनमें से कुछ पीरियड आते हैं।',
    ta: '{name} அவர்களுக்கு {from} முதல் {to} வரை ஏற்கப்பட்ட {kind} கோரிக்கை ஏற்கெனவே உள்ளது; அது இவற்றில் சில பாடவேளைகளை உள்ளடக்குகிறது.',
  },
  {
    en: 'The request is {state}, no longer pending.',
    hi: 'अनुरोध {state} है, अब लंबित नहीं।',
    ta: 'கோரிக்கை {state}; இனி நிலுவையில் இல்லை.',
  },
  {
    en: 'Only an approved request can be withdrawn; this one is {state}.',
    hi: 'केवल स्वीकृत अनुरोध ही वापस लिया जा सकता है; यह अनुरोध {state} है।',
    ta: 'ஏற்கப்பட்ட கோரிக்கையை மட்டுமே திரும்பப் பெற முடியும்; இந்தக் கோரிக்கை {state}.',
  },
  {
    en: 'Choose a PDF, JPEG, PNG or WebP file (form field "file").',
    hi: 'PDF, JPEG, PNG या WebP फ़ाइल चुनें (फ़ॉर्म फ़ील्ड "file")।',
    ta: 'PDF, JPEG, PNG அல்லது WebP கோப்பைத் தேர்ந்தெடுக்கவும் (படிவப் புலம் "file").',
  },
  {
    en: 'The certificate is over 2 MB; send a smaller file or photo.',
    hi: 'प्रमाणपत्र 2 MB से बड़ा है; छोटी फ़ाइल या फ़ोटो भेजें।',
    ta: 'சான்றிதழ் 2 MB க்கு மேல் உள்ளது; சிறிய கோப்பையோ புகைப்படத்தையோ அனுப்பவும்.',
  },
  {
    en: 'The certificate must be a PDF, JPEG, PNG or WebP file.',
    hi: 'प्रमाणपत्र PDF, JPEG, PNG या WebP फ़ाइल होना चाहिए।',
    ta: 'சான்றிதழ் PDF, JPEG, PNG அல்லது WebP கோப்பாக இருக்க வேண்டும்.',
  },
  {
    en: 'This PDF contains JavaScript or embedded files, which are not accepted. Print it to a new PDF or send a photo.',
    hi: 'इस PDF में JavaScript या अंदर जुड़ी फ़ाइलें हैं, जो स्वीकार नहीं की जातीं। इसे नई PDF में प्रिंट करें या फ़ोटो भेजें।',
    ta: 'இந்த PDF இல் JavaScript அல்லது உள்ளிணைந்த கோப்புகள் உள்ளன; அவை ஏற்கப்படாது. இதைப் புதிய PDF ஆக அச்சிடவும் அல்லது புகைப்படம் அனுப்பவும்.',
  },
  {
    en: 'A certificate can be added only while the request is pending.',
    hi: 'प्रमाणपत्र केवल तभी जोड़ा जा सकता है जब अनुरोध लंबित हो।',
    ta: 'கோரிக்கை நிலுவையில் இருக்கும்போது மட்டுமே சான்றிதழைச் சேர்க்க முடியும்.',
  },
  {
    en: 'This request has no certificate.',
    hi: 'इस अनुरोध के साथ कोई प्रमाणपत्र नहीं है।',
    ta: 'இந்தக் கோரிக்கைக்குச் சான்றிதழ் இல்லை.',
  },
  // A refused field of a request (the requests schemas' own words)
  {
    en: 'must be a list of periods',
    hi: 'पीरियड की सूची होनी चाहिए',
    ta: 'பாடவேளைகளின் பட்டியலாக இருக்க வேண்டும்',
  },
  {
    en: 'name at least one period, or leave out periods for whole days',
    hi: 'कम से कम एक पीरियड बताएँ, या पूरे दिनों के लिए periods छोड़ दें',
    ta: 'குறைந்தது ஒரு பாடவேளையைக் குறிப்பிடவும், அல்லது முழு நாள்களுக்கு periods ஐ விட்டுவிடவும்',
  },
  {
    en: 'name at least one register number',
    hi: 'कम से कम एक पंजीकरण संख्या बताएँ',
    ta: 'குறைந்தது ஒரு பதிவெண்ணைக் குறிப்பிடவும்',
  },
  {
    en: 'at most {n} students at once',
    hi: 'एक बार में अधिकतम {n} छात्र',
    ta: 'ஒரே முறையில் அதிகபட்சம் {n} மாணவர்கள்',
  },
  // A request's kind and state, as parts of the messages above
  { en: 'On Duty', hi: 'ऑन ड्यूटी', ta: 'பணி நிமித்தம்' },
  { en: 'Medical Leave', hi: 'चिकित्सा अवकाश', ta: 'மருத்துவ விடுப்பு' },
  { en: 'Leave', hi: 'अवकाश', ta: 'விடுப்பு' },
  { en: 'pending', hi: 'लंबित', ta: 'நிலுவையில்' },
  { en: 'approved', hi: 'स्वीकृत', ta: 'ஏற்கப்பட்டது' },
  { en: 'rejected', hi: 'अस्वीकृत', ta: 'நிராகரிக்கப்பட்டது' },
  { en: 'withdrawn', hi: 'वापस लिया गया', ta: 'திரும்பப் பெறப்பட்டது' },
];
