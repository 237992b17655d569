/**
 * The Hindi and Tamil words an office's bilingual sheet uses for each field of an import
 * (issue 54), kept beside the English spellings of import-headers.ts and matched the same way
 * (case, spaces and punctuation ignored; vowel signs kept). Both spellings of a Hindi letter with
 * a nukta are listed ("फ़ोन", "फोन"): offices type either.
 */
export const INDIC_HEADER_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  registerNumber: [
    'पंजीकरण संख्या',
    'पंजीयन संख्या',
    'पंजीकरण नंबर',
    'रजिस्टर नंबर',
    'अनुक्रमांक',
    'रोल नंबर',
    'नामांकन संख्या',
    'பதிவு எண்',
    'பதிவெண்',
    'மாணவர் பதிவு எண்',
    'சேர்க்கை எண்',
  ],
  studentName: [
    'नाम',
    'छात्र का नाम',
    'छात्र नाम',
    'विद्यार्थी का नाम',
    'विद्यार्थी नाम',
    'பெயர்',
    'மாணவர் பெயர்',
    'மாணவரின் பெயர்',
  ],
  batch: ['बैच', 'शैक्षणिक सत्र', 'सत्र', 'பேட்ச்', 'கல்வி ஆண்டு', 'சேர்க்கை ஆண்டு'],
  year: ['वर्ष', 'साल', 'अध्ययन वर्ष', 'ஆண்டு', 'வருடம்', 'படிக்கும் ஆண்டு'],
  semester: ['सेमेस्टर', 'सत्रार्ध', 'பருவம்', 'செமஸ்டர்'],
  department: ['विभाग', 'विभाग का नाम', 'துறை', 'துறையின் பெயர்'],
  gender: ['लिंग', 'பாலினம்', 'பால்'],
  type: ['प्रकार', 'प्रवेश प्रकार', 'प्रवेश का प्रकार', 'வகை', 'சேர்க்கை வகை'],
  studentNumber: [
    'मोबाइल',
    'मोबाइल नंबर',
    'मोबाइल संख्या',
    'फ़ोन',
    'फोन',
    'फ़ोन नंबर',
    'फोन नंबर',
    'संपर्क नंबर',
    'छात्र मोबाइल',
    'கைபேசி',
    'கைபேசி எண்',
    'அலைபேசி எண்',
    'தொலைபேசி எண்',
    'மாணவர் கைபேசி எண்',
  ],
  parentNumber: [
    'अभिभावक मोबाइल',
    'अभिभावक का मोबाइल',
    'अभिभावक फ़ोन',
    'अभिभावक फोन',
    'पिता का मोबाइल',
    'पिता मोबाइल',
    'பெற்றோர் கைபேசி',
    'பெற்றோர் கைபேசி எண்',
    'பெற்றோர் எண்',
    'தந்தை கைபேசி எண்',
  ],
  subjectCode: ['विषय कोड', 'विषय संकेत', 'பாடக் குறியீடு', 'பாட குறியீடு'],
  subjectName: ['विषय', 'विषय का नाम', 'பாடம்', 'பாடத்தின் பெயர்', 'பாடப் பெயர்'],
  isCommon: ['सामान्य', 'सामान्य विषय', 'பொது', 'பொதுப் பாடம்'],
  isElective: ['वैकल्पिक', 'ऐच्छिक', 'वैकल्पिक विषय', 'விருப்பப் பாடம்', 'தேர்வுப் பாடம்'],
};

/** पुरुष/महिला, ஆண்/பெண் and their kin, read as the form's values like M/F. */
export const INDIC_GENDER_WORDS: Readonly<Record<string, 'Male' | 'Female' | 'Other'>> = {
  पुरुष: 'Male',
  लड़का: 'Male',
  महिला: 'Female',
  स्त्री: 'Female',
  लड़की: 'Female',
  अन्य: 'Other',
  ஆண்: 'Male',
  பெண்: 'Female',
  மற்றவை: 'Other',
  திருநங்கை: 'Other',
};
