import type { ServerMessage } from './server-messages';

/**
 * The words a workbook's body says itself (issue 53), in Hindi and Tamil: a cell the builder
 * marks `words` (lib/sheet-writer.ts), such as Today's state of a period and how long since it
 * started, a band, 'Not Assigned', 'Yes', a cumulative status. Records (names, subjects,
 * classes) are never marked and stay as typed. Terms as the web app's reports catalog chose them.
 */
export const SHEET_WORDS: ServerMessage[] = [
  // Today (domain rules/oversight.ts TODAY_STATE_LABELS and sinceStart; today-sheets.ts)
  { en: 'NOT MARKED', hi: 'दर्ज नहीं', ta: 'குறிக்கப்படவில்லை' },
  { en: 'Marked by a substitute', hi: 'स्थानापन्न शिक्षक द्वारा दर्ज', ta: 'மாற்று ஆசிரியர் குறித்தார்' },
  { en: 'Extra class', hi: 'अतिरिक्त कक्षा', ta: 'கூடுதல் வகுப்பு' },
  { en: 'Not marked', hi: 'दर्ज नहीं', ta: 'குறிக்கப்படவில்லை' },
  { en: 'Another subject', hi: 'दूसरा विषय', ta: 'வேறு பாடம்' },
  // A slot without a teacher, a piece of a cell (Today's and the week grid's; lib/sheet-writer.ts)
  {
    en: '{subject} (no staff assigned)',
    hi: '{subject} (कोई शिक्षक नहीं सौंपा गया)',
    ta: '{subject} (ஆசிரியர் ஒதுக்கப்படவில்லை)',
  },
  { en: '{subject} (no staff)', hi: '{subject} (कोई शिक्षक नहीं)', ta: '{subject} (ஆசிரியர் இல்லை)' },
  {
    en: '{hours} h {minutes} min',
    hi: '{hours} घंटे {minutes} मिनट',
    ta: '{hours} மணி {minutes} நிமி',
  },
  { en: '{minutes} min', hi: '{minutes} मिनट', ta: '{minutes} நிமி' },
  // Bands (domain rules/percentage.ts ELIGIBILITY_BAND_LABELS)
  { en: 'Eligible', hi: 'पात्र', ta: 'தகுதி' },
  { en: 'Condonation (65-75 %)', hi: 'छूट (65-75 %)', ta: 'விலக்கு (65-75 %)' },
  {
    en: 'Not eligible (below 65 %)',
    hi: 'अपात्र (65 % से कम)',
    ta: 'தகுதியில்லை (65 %க்குக் கீழ்)',
  },
  // The allocation list and the cumulative report
  { en: 'Yes', hi: 'हाँ', ta: 'ஆம்' },
  { en: 'No', hi: 'नहीं', ta: 'இல்லை' },
  { en: 'Absent', hi: 'अनुपस्थित', ta: 'வரவில்லை' },
];
