/** A name in each script a report must print, as a user would type it. */
export const NAMES_BY_SCRIPT = {
  latin: 'Śrīnivās Rāghavan Müller',
  devanagari: 'प्रिया शर्मा',
  tamil: 'பிரியா வெங்கடேசன்',
  telugu: 'శ్రీనివాస్ రెడ్డి',
  kannada: 'ಪ್ರಿಯಾ ಕೃಷ್ಣಮೂರ್ತಿ',
  malayalam: 'ശ്രീലക്ഷ്മി നായർ',
  bengali: 'সৌমিত্র চট্টোপাধ্যায়',
  gujarati: 'પ્રિયંકા પટેલ',
  gurmukhi: 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ',
  oriya: 'ପ୍ରିୟଙ୍କା ମହାପାତ୍ର',
  arabic: 'محمد عمران',
} as const;

export const NAMES: string[] = Object.values(NAMES_BY_SCRIPT);

/** The ten scripts of issue 53 (Latin with diacritics and nine Indian scripts), no Urdu. */
export const TEN_SCRIPT_NAMES: string[] = NAMES.filter((name) => name !== NAMES_BY_SCRIPT.arabic);

/** Subjects as a department might name them in its own language. */
export const SUBJECTS: string[] = [
  'தரவுக் கட்டமைப்புகள்',
  'संगणक जालक्रम',
  'ಕ್ರಮವಿಧಿ ವಿನ್ಯಾಸ',
  'Théorie des systèmes',
];
