import type { FastifyRequest } from 'fastify';
import type { CampusConfig, Language } from '@attendance/domain';
import type { SheetLabel } from '../../lib/sheet-writer';
import type { ServerMessage } from './server-messages';
import { SHEET_WORDS } from './sheet-words';
import { catalogTranslator } from './translate';
import { staffLanguage } from './languages';
import { signedIn } from '../../lib/access';

/**
 * The workbooks' own words in Hindi and Tamil (issue 53): sheet names, titles, the letterhead's
 * filter labels and their fixed values, and the column headings, by their English as the sheet
 * builders write them (`{part}` carries a varying part over). The body, the records, stays as it
 * is. Terms as the web catalogs chose them (बैच, सेमेस्टर; தொகுப்பு, பருவம்).
 */
export const SHEET_LABELS: ServerMessage[] = [
  // Sheet names
  { en: 'Students', hi: 'छात्र', ta: 'மாணவர்கள்' },
  { en: 'Allocations', hi: 'आवंटन', ta: 'ஒதுக்கீடுகள்' },
  { en: 'Shortage', hi: 'कमी', ta: 'குறைவு' },
  { en: 'Absences', hi: 'अनुपस्थिति', ta: 'வராமை' },
  { en: 'Today', hi: 'आज', ta: 'இன்று' },
  { en: 'Without timetable', hi: 'बिना समय-सारणी', ta: 'அட்டவணை இல்லாதவை' },
  { en: 'Attendance', hi: 'उपस्थिति', ta: 'வருகை' },
  { en: 'Timetable', hi: 'समय-सारणी', ta: 'கால அட்டவணை' },
  { en: 'My week', hi: 'मेरा सप्ताह', ta: 'என் வாரம்' },
  { en: 'Completion', hi: 'पूर्णता', ta: 'நிறைவு' },
  { en: 'Deliveries', hi: 'भेजे गए संदेश', ta: 'அனுப்பியவை' },
  // Titles
  { en: 'Student List', hi: 'छात्र सूची', ta: 'மாணவர் பட்டியல்' },
  { en: 'Subject Allocation Report', hi: 'विषय आवंटन रिपोर्ट', ta: 'பாட ஒதுக்கீட்டு அறிக்கை' },
  { en: 'Attendance Shortage List', hi: 'उपस्थिति कमी सूची', ta: 'வருகைக் குறைவுப் பட்டியல்' },
  { en: 'Consecutive Absences', hi: 'लगातार अनुपस्थिति', ta: 'தொடர்ச்சியான வராமை' },
  {
    en: 'Today: Marking Completion',
    hi: 'आज: उपस्थिति दर्ज होने की स्थिति',
    ta: 'இன்று: வருகைக் குறிப்பு நிறைவு',
  },
  {
    en: 'Today: Classes Without a Timetable',
    hi: 'आज: बिना समय-सारणी की कक्षाएँ',
    ta: 'இன்று: கால அட்டவணை இல்லாத வகுப்புகள்',
  },
  { en: 'Attendance Report', hi: 'उपस्थिति रिपोर्ट', ta: 'வருகை அறிக்கை' },
  { en: 'Cumulative Attendance', hi: 'संचयी उपस्थिति', ta: 'ஒட்டுமொத்த வருகை' },
  {
    en: 'Class timetable: {batch}, year {year}, semester {semester}',
    hi: 'कक्षा की समय-सारणी: {batch}, वर्ष {year}, सेमेस्टर {semester}',
    ta: 'வகுப்புக் கால அட்டவணை: {batch}, ஆண்டு {year}, பருவம் {semester}',
  },
  { en: 'Week of {name}', hi: '{name} का सप्ताह', ta: '{name} அவர்களின் வாரம்' },
  {
    en: 'Marking completion',
    hi: 'उपस्थिति दर्ज करने की पूर्णता',
    ta: 'வருகைக் குறிப்பு நிறைவு',
  },
  {
    en: 'Alerts to Parents: Delivery Log',
    hi: 'अभिभावकों को सूचनाएँ: भेजने का लॉग',
    ta: 'பெற்றோருக்கு அறிவிப்புகள்: அனுப்புதல் பதிவு',
  },
  // The week grids' own words (their rows: day names and empty periods)
  { en: 'Monday', hi: 'सोमवार', ta: 'திங்கள்' },
  { en: 'Tuesday', hi: 'मंगलवार', ta: 'செவ்வாய்' },
  { en: 'Wednesday', hi: 'बुधवार', ta: 'புதன்' },
  { en: 'Thursday', hi: 'गुरुवार', ta: 'வியாழன்' },
  { en: 'Friday', hi: 'शुक्रवार', ta: 'வெள்ளி' },
  { en: 'Saturday', hi: 'शनिवार', ta: 'சனி' },
  { en: 'Sunday', hi: 'रविवार', ta: 'ஞாயிறு' },
  { en: 'Free', hi: 'खाली', ta: 'காலி' },
  { en: 'Removed subject', hi: 'हटाया गया विषय', ta: 'நீக்கப்பட்ட பாடம்' },
  // Filter labels
  { en: 'Staff', hi: 'कर्मचारी', ta: 'பணியாளர்' },
  { en: 'Batch', hi: 'बैच', ta: 'தொகுப்பு' },
  { en: 'Year', hi: 'वर्ष', ta: 'ஆண்டு' },
  { en: 'Semester', hi: 'सेमेस्टर', ta: 'பருவம்' },
  { en: 'Generated on', hi: 'बनाने की तारीख', ta: 'உருவாக்கிய நாள்' },
  { en: 'Subject', hi: 'विषय', ta: 'பாடம்' },
  { en: 'From', hi: 'से', ta: 'முதல்' },
  { en: 'To', hi: 'तक', ta: 'வரை' },
  { en: 'Date', hi: 'तारीख', ta: 'தேதி' },
  { en: 'Threshold %', hi: 'सीमा %', ta: 'வரம்பு %' },
  { en: 'Attended', hi: 'उपस्थित गिने गए', ta: 'வருகையாகக் கணக்கிடப்படுபவை' },
  { en: 'As of', hi: 'इस तारीख तक', ta: 'இந்நாள் வரை' },
  { en: 'Days (at least)', hi: 'दिन (कम से कम)', ta: 'நாட்கள் (குறைந்தது)' },
  { en: 'Periods started', hi: 'शुरू हुए पीरियड', ta: 'தொடங்கிய பாடவேளைகள்' },
  { en: 'Marked', hi: 'दर्ज', ta: 'குறிக்கப்பட்டவை' },
  { en: 'Day off', hi: 'छुट्टी का दिन', ta: 'விடுமுறை நாள்' },
  {
    en: 'Classes without a timetable',
    hi: 'बिना समय-सारणी की कक्षाएँ',
    ta: 'கால அட்டவணை இல்லாத வகுப்புகள்',
  },
  { en: 'Classes', hi: 'कक्षाएँ', ta: 'வகுப்புகள்' },
  { en: 'Showing', hi: 'दिखाए गए', ta: 'காட்டப்படுபவை' },
  { en: 'Section', hi: 'खंड', ta: 'பிரிவு' },
  { en: 'In force from', hi: 'लागू होने की तारीख', ta: 'நடைமுறைக்கு வந்த நாள்' },
  { en: 'State', hi: 'स्थिति', ta: 'நிலை' },
  { en: 'Kind', hi: 'प्रकार', ta: 'வகை' },
  { en: 'Made on', hi: 'बनने का दिन', ta: 'உருவான நாள்' },
  { en: 'Search', hi: 'खोज', ta: 'தேடல்' },
  { en: 'Sent today', hi: 'आज भेजे गए', ta: 'இன்று அனுப்பியவை' },
  { en: 'Waiting', hi: 'प्रतीक्षा में', ta: 'காத்திருப்பவை' },
  { en: 'Failed today', hi: 'आज विफल', ta: 'இன்று தோல்வியுற்றவை' },
  { en: 'SMS parts sent today', hi: 'आज भेजे गए SMS भाग', ta: 'இன்று அனுப்பிய SMS பகுதிகள்' },
  // Filters' fixed values
  { en: 'All', hi: 'सभी', ta: 'அனைத்தும்' },
  { en: 'Absence', hi: 'अनुपस्थिति', ta: 'வராமை' },
  { en: 'Consecutive absences', hi: 'लगातार अनुपस्थिति', ta: 'தொடர்ச்சியான வராமை' },
  { en: 'All batches', hi: 'सभी बैच', ta: 'எல்லாத் தொகுப்புகளும்' },
  { en: 'Start of term', hi: 'सत्र की शुरुआत', ta: 'பருவத் தொடக்கம்' },
  { en: 'None yet', hi: 'अभी कोई नहीं', ta: 'இன்னும் இல்லை' },
  { en: 'Not Assigned', hi: 'नहीं सौंपा गया', ta: 'ஒதுக்கப்படவில்லை' },
  { en: 'No timetable', hi: 'कोई समय-सारणी नहीं', ta: 'கால அட்டவணை இல்லை' },
  { en: 'Any day', hi: 'कोई भी दिन', ta: 'எந்த நாளும்' },
  { en: 'None', hi: 'कोई नहीं', ta: 'இல்லை' },
  {
    en: 'students under {percent}%',
    hi: '{percent}% से कम वाले छात्र',
    ta: '{percent}% க்குக் கீழ் உள்ள மாணவர்கள்',
  },
  { en: 'No classes today: {name}', hi: 'आज कक्षाएँ नहीं: {name}', ta: 'இன்று வகுப்புகள் இல்லை: {name}' },
  {
    en: 'Batch {batch} | Year {year} | Semester {semester}',
    hi: 'बैच {batch} | वर्ष {year} | सेमेस्टर {semester}',
    ta: 'தொகுப்பு {batch} | ஆண்டு {year} | பருவம் {semester}',
  },
  // Column headings
  { en: 'S.No', hi: 'क्रम सं.', ta: 'வ.எண்' },
  { en: 'Register No', hi: 'पंजीकरण संख्या', ta: 'பதிவெண்' },
  { en: 'Name', hi: 'नाम', ta: 'பெயர்' },
  { en: 'Gender', hi: 'लिंग', ta: 'பாலினம்' },
  { en: 'Student Phone', hi: 'छात्र का फ़ोन', ta: 'மாணவர் தொலைபேசி' },
  { en: 'Parent Phone', hi: 'अभिभावक का फ़ोन', ta: 'பெற்றோர் தொலைபேசி' },
  { en: 'Student Type', hi: 'छात्र का प्रकार', ta: 'மாணவர் வகை' },
  { en: 'Subject Code', hi: 'विषय कोड', ta: 'பாடக் குறியீடு' },
  { en: 'Subject Name', hi: 'विषय का नाम', ta: 'பாடப் பெயர்' },
  { en: 'Assigned Staff', hi: 'सौंपे गए शिक्षक', ta: 'ஒதுக்கப்பட்ட ஆசிரியர்' },
  { en: 'Common', hi: 'साझा', ta: 'பொது' },
  { en: 'Present', hi: 'उपस्थित', ta: 'வருகை' },
  { en: 'Sessions', hi: 'कुल पीरियड', ta: 'மொத்தப் பாடவேளைகள்' },
  { en: 'Subject Band', hi: 'विषय में पात्रता', ta: 'பாடத் தகுதி நிலை' },
  { en: 'Overall %', hi: 'कुल %', ta: 'மொத்த %' },
  { en: 'Band', hi: 'पात्रता', ta: 'தகுதி நிலை' },
  { en: 'Days', hi: 'दिन', ta: 'நாட்கள்' },
  { en: 'First Day', hi: 'पहला दिन', ta: 'முதல் நாள்' },
  { en: 'Last Day', hi: 'अंतिम दिन', ta: 'கடைசி நாள்' },
  { en: 'Dates Absent', hi: 'अनुपस्थिति की तारीखें', ta: 'வராத நாட்கள்' },
  { en: 'Staff Code', hi: 'कर्मचारी कोड', ta: 'பணியாளர் குறியீடு' },
  { en: 'P{period} absent', hi: 'पीरियड {period} अनुपस्थित', ta: 'பாடவேளை {period} வராதோர்' },
  { en: 'Total', hi: 'कुल', ta: 'மொத்தம்' },
  { en: 'Status', hi: 'स्थिति', ta: 'நிலை' },
  { en: 'Day', hi: 'दिन', ta: 'நாள்' },
  { en: 'Timetabled', hi: 'समय-सारणी में', ta: 'அட்டவணையில்' },
  { en: 'On time', hi: 'समय पर', ta: 'நேரத்தில்' },
  { en: 'Late', hi: 'देर से', ta: 'தாமதமாக' },
  { en: 'Missed', hi: 'छूटे', ta: 'தவறியவை' },
  { en: 'Class', hi: 'कक्षा', ta: 'வகுப்பு' },
  { en: 'Period', hi: 'पीरियड', ta: 'பாடவேளை' },
  { en: 'Starts', hi: 'शुरू', ta: 'தொடக்கம்' },
  { en: 'Timetabled (staff)', hi: 'समय-सारणी में (शिक्षक)', ta: 'அட்டவணையில் (ஆசிரியர்)' },
  { en: 'Marked by', hi: 'दर्ज करने वाले', ta: 'குறித்தவர்' },
  { en: 'Not marked for', hi: 'कब से दर्ज नहीं', ta: 'குறிக்கப்படாத நேரம்' },
  { en: 'Phone', hi: 'फ़ोन', ta: 'தொலைபேசி' },
  { en: 'Made', hi: 'बना', ta: 'உருவானது' },
  { en: 'Sent', hi: 'भेजा गया', ta: 'அனுப்பியது' },
  { en: 'Reason', hi: 'कारण', ta: 'காரணம்' },
  { en: 'Tries', hi: 'प्रयास', ta: 'முயற்சிகள்' },
  { en: 'Parts', hi: 'भाग', ta: 'பகுதிகள்' },
  { en: 'Text', hi: 'पाठ', ta: 'உரை' },
];

/** Headings whose English is also a filter label, and that say something else as a heading. */
const HEADING_ONLY: ServerMessage[] = [{ en: 'To', hi: 'प्राप्तकर्ता', ta: 'பெறுநர்' }];

const label = catalogTranslator([...SHEET_LABELS, ...SHEET_WORDS]);
const heading = catalogTranslator(HEADING_ONLY);

/** The sheet writer's words in a language: English as the builders write them, byte for byte. */
export function sheetLabels(language: Language): SheetLabel {
  if (language === 'en') return (text) => text;
  return (text, where) => {
    const own = where === 'header' ? heading(text, language) : text;
    return own !== text ? own : label(text, language);
  };
}

/** The sheet writer's words in the language of a signed-in staff member's request. */
export function requestSheetLabels(request: FastifyRequest, campus: CampusConfig): SheetLabel {
  return sheetLabels(staffLanguage(request, campus, signedIn(request).language));
}
