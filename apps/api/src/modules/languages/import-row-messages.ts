import type { ServerMessage } from './server-messages';

/**
 * An import preview's own words in Hindi and Tamil (issue 53): each row's problem (a cell lost
 * by Excel, a department, a twice-given row, a batch's year), the mapping's first sentence and
 * the notes on tidied cells, by their English as imports/ and the domain's import-mapping.ts
 * write them. The imports route maps them inside its answer (`answerTranslator`); a problem in
 * a schema's words goes through field-messages.ts as before. Column headers stay English: they
 * are the file's headers (decisions.md).
 */
export const IMPORT_ROW_MESSAGES: ServerMessage[] = [
  // A cell (columns.ts, xlsx-stream.ts)
  {
    en: 'Excel saved this register number in scientific notation, which loses its last digits; format the column as Text and save again ({value})',
    hi: 'Excel ने यह पंजीकरण संख्या वैज्ञानिक संकेतन में सहेजी है, जिससे इसके अंतिम अंक खो जाते हैं; कॉलम को Text के रूप में फ़ॉर्मैट करके फिर से सहेजें ({value})',
    ta: 'Excel இந்தப் பதிவெண்ணை அறிவியல் குறியீட்டில் சேமித்துள்ளது, அதனால் அதன் கடைசி இலக்கங்கள் இழக்கப்படுகின்றன; நெடுவரிசையை Text ஆக வடிவமைத்து மீண்டும் சேமிக்கவும் ({value})',
  },
  {
    en: 'is a formula without a saved value; save the workbook in Excel first',
    hi: 'यह बिना सहेजे मान वाला सूत्र है; पहले वर्कबुक को Excel में सहेजें',
    ta: 'இது சேமித்த மதிப்பு இல்லாத சூத்திரம்; முதலில் பணிப்புத்தகத்தை Excel இல் சேமிக்கவும்',
  },
  {
    en: 'is a date; type the value as text',
    hi: 'यह तारीख है; मान को पाठ के रूप में लिखें',
    ta: 'இது ஒரு தேதி; மதிப்பை உரையாகத் தட்டச்சு செய்யவும்',
  },
  { en: 'is an error ({error})', hi: 'यह एक त्रुटि है ({error})', ta: 'இது ஒரு பிழை ({error})' },
  {
    en: 'holds a value that is not text or a number',
    hi: 'इसमें ऐसा मान है जो न पाठ है, न संख्या',
    ta: 'இதில் உரையும் எண்ணும் அல்லாத மதிப்பு உள்ளது',
  },
  // A row (student-import.ts, subject-import.ts, allocation-import.ts)
  {
    en: 'must be your own department ({department}); students of another department cannot be imported here',
    hi: 'आपका अपना विभाग ({department}) होना चाहिए; दूसरे विभाग के छात्र यहाँ आयात नहीं किए जा सकते',
    ta: 'உங்கள் சொந்தத் துறையாக ({department}) இருக்க வேண்டும்; வேறு துறையின் மாணவர்களை இங்கே இறக்குமதி செய்ய முடியாது',
  },
  {
    en: "must be your own department ({department}) or 'all'",
    hi: "आपका अपना विभाग ({department}) या 'all' होना चाहिए",
    ta: "உங்கள் சொந்தத் துறையாகவோ ({department}) 'all' ஆகவோ இருக்க வேண்டும்",
  },
  {
    en: 'is already taken by another student ({register})',
    hi: 'यह पहले से दूसरे छात्र ({register}) का है',
    ta: 'இது ஏற்கெனவே வேறொரு மாணவருக்கு ({register}) உரியது',
  },
  {
    en: 'semester {semester} is not a semester of year {year}',
    hi: 'सेमेस्टर {semester} वर्ष {year} का सेमेस्टर नहीं है',
    ta: 'பருவம் {semester} ஆண்டு {year} இன் பருவம் அல்ல',
  },
  {
    en: 'appears twice in the file (also row {row})',
    hi: 'फ़ाइल में दो बार आया है (पंक्ति {row} में भी)',
    ta: 'கோப்பில் இருமுறை வருகிறது (வரிசை {row} இலும்)',
  },
  {
    en: 'appears twice in the file for batch {batch} (also row {row})',
    hi: 'बैच {batch} के लिए फ़ाइल में दो बार आया है (पंक्ति {row} में भी)',
    ta: 'தொகுப்பு {batch} க்குக் கோப்பில் இருமுறை வருகிறது (வரிசை {row} இலும்)',
  },
  {
    en: 'appears twice in the file for this student (also row {row})',
    hi: 'इस छात्र के लिए फ़ाइल में दो बार आया है (पंक्ति {row} में भी)',
    ta: 'இந்த மாணவருக்குக் கோப்பில் இருமுறை வருகிறது (வரிசை {row} இலும்)',
  },
  {
    en: 'batch {batch} is in year {year}, semester {semester}, not year {fileYear}, semester {fileSemester}',
    hi: 'बैच {batch} वर्ष {year}, सेमेस्टर {semester} में है, वर्ष {fileYear}, सेमेस्टर {fileSemester} में नहीं',
    ta: 'தொகுப்பு {batch} ஆண்டு {year}, பருவம் {semester} இல் உள்ளது, ஆண்டு {fileYear}, பருவம் {fileSemester} இல் அல்ல',
  },
  {
    en: 'batch {batch} has year {year}, semester {semester} in an earlier row',
    hi: 'पिछली एक पंक्ति में बैच {batch} का वर्ष {year}, सेमेस्टर {semester} है',
    ta: 'முந்தைய ஒரு வரிசையில் தொகுப்பு {batch} க்கு ஆண்டு {year}, பருவம் {semester} உள்ளது',
  },
  {
    en: 'already exists for batch {batch} with other details',
    hi: 'बैच {batch} के लिए दूसरे विवरणों के साथ पहले से मौजूद है',
    ta: 'தொகுப்பு {batch} க்கு வேறு விவரங்களுடன் ஏற்கெனவே உள்ளது',
  },
  {
    en: 'is not an active student of your department',
    hi: 'आपके विभाग का सक्रिय छात्र नहीं है',
    ta: 'உங்கள் துறையின் செயலில் உள்ள மாணவர் அல்ல',
  },
  {
    en: 'is not a subject of batch {batch}, year {year}, semester {semester}',
    hi: 'बैच {batch}, वर्ष {year}, सेमेस्टर {semester} का विषय नहीं है',
    ta: 'தொகுப்பு {batch}, ஆண்டு {year}, பருவம் {semester} இன் பாடம் அல்ல',
  },
  // The mapping's first sentence (domain rules/import-mapping.ts missingMessage)
  {
    en: 'No column holds {names}: choose the column below, or give it once for the whole file.',
    hi: 'किसी कॉलम में {names} नहीं है: नीचे कॉलम चुनें, या पूरी फ़ाइल के लिए इसे एक बार दें।',
    ta: 'எந்த நெடுவரிசையிலும் {names} இல்லை: கீழே நெடுவரிசையைத் தேர்ந்தெடுக்கவும், அல்லது முழுக் கோப்புக்கும் அதை ஒருமுறை தரவும்.',
  },
  {
    en: 'No column holds {names}: choose the columns below, or give them once for the whole file.',
    hi: 'किसी कॉलम में {names} नहीं हैं: नीचे कॉलम चुनें, या पूरी फ़ाइल के लिए इन्हें एक बार दें।',
    ta: 'எந்த நெடுவரிசையிலும் {names} இல்லை: கீழே நெடுவரிசைகளைத் தேர்ந்தெடுக்கவும், அல்லது முழுக் கோப்புக்கும் அவற்றை ஒருமுறை தரவும்.',
  },
  {
    en: 'No column holds {names}: choose the column below.',
    hi: 'किसी कॉलम में {names} नहीं है: नीचे कॉलम चुनें।',
    ta: 'எந்த நெடுவரிசையிலும் {names} இல்லை: கீழே நெடுவரிசையைத் தேர்ந்தெடுக்கவும்.',
  },
  {
    en: 'No column holds {names}: choose the columns below.',
    hi: 'किसी कॉलम में {names} नहीं हैं: नीचे कॉलम चुनें।',
    ta: 'எந்த நெடுவரிசையிலும் {names} இல்லை: கீழே நெடுவரிசைகளைத் தேர்ந்தெடுக்கவும்.',
  },
  // The notes on tidied cells (student-import.ts NORMALISED_NOTES)
  {
    en: 'spaces tidied, numbers stored by Excel read as their digits',
    hi: 'खाली जगहें ठीक की गईं, Excel में संख्या के रूप में सहेजे गए मान उनके अंकों के रूप में पढ़े गए',
    ta: 'இடைவெளிகள் சீரமைக்கப்பட்டன, Excel எண்ணாகச் சேமித்தவை அவற்றின் இலக்கங்களாகப் படிக்கப்பட்டன',
  },
  {
    en: 'read as Male, Female or Other (M/F, Boy/Girl)',
    hi: 'Male, Female या Other के रूप में पढ़ा गया (M/F, Boy/Girl)',
    ta: 'Male, Female அல்லது Other ஆகப் படிக்கப்பட்டது (M/F, Boy/Girl)',
  },
  {
    en: 'made 10 digits (spaces, dashes, +91 or 0 dropped)',
    hi: '10 अंकों का बनाया गया (खाली जगह, डैश, +91 या 0 हटाए गए)',
    ta: '10 இலக்கங்களாக்கப்பட்டது (இடைவெளி, கோடு, +91 அல்லது 0 நீக்கப்பட்டன)',
  },
];
