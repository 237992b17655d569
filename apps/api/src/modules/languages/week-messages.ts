import type { ServerMessage } from './server-messages';

/**
 * The week's words in Hindi and Tamil (issue 53): the calendar, days off, the timetable editor's
 * conflicts and the grid import's problems, by their English as week/ and the domain's
 * week-conflicts.ts write them. Many are the tail of a composed message ('Tue P3: …',
 * 'II CSE A, D4: …'): the catalog's last template, `{where}: {problem}`, keeps the part before
 * the first colon as written and translates the rest; a class label or a weekday inside a
 * message is translated as a part of its own (translate.ts). A template that starts with a part
 * keeps it first in Hindi and Tamil: that part may also hold the place before the text
 * ('II CSE A: CSE2024-2028 year 2 semester 3 has another grid …'), which must stay in front.
 */
export const WEEK_MESSAGES: ServerMessage[] = [
  // The calendar (calendar.service.ts) and the reasons a day is not a teaching day (domain week.ts)
  { en: 'Term removed.', hi: 'सत्र हटाया गया।', ta: 'பருவம் நீக்கப்பட்டது.' },
  { en: 'Day removed.', hi: 'दिन हटाया गया।', ta: 'நாள் நீக்கப்பட்டது.' },
  {
    en: 'at most {n} days at once',
    hi: 'एक बार में अधिकतम {n} दिन',
    ta: 'ஒரே முறையில் அதிகபட்சம் {n} நாள்கள்',
  },
  {
    en: '{date} is a holiday: {name}.',
    hi: '{date} को छुट्टी है: {name}।',
    ta: '{date} விடுமுறை நாள்: {name}.',
  },
  {
    en: '{date} is a {weekday}, a weekly day off.',
    hi: '{date} को {weekday} है, साप्ताहिक छुट्टी।',
    ta: '{date} ஒரு {weekday}, வார விடுமுறை நாள்.',
  },
  {
    en: "{date} is outside the class's term ({first} to {last}).",
    hi: '{date} कक्षा के सत्र ({first} से {last}) के बाहर है।',
    ta: '{date} வகுப்பின் பருவத்துக்கு ({first} முதல் {last} வரை) வெளியே உள்ளது.',
  },
  // The marking screen's question for another subject's period (domain week.ts substitutionQuestion)
  {
    en: 'P{period} is {owners} in the timetable; mark it as {subject}?',
    hi: 'समय-सारणी में P{period} {owners} का है; क्या इसे {subject} के रूप में दर्ज करें?',
    ta: 'கால அட்டவணையில் P{period} {owners} பாடத்துக்கு உரியது; இதை {subject} பாடமாகக் குறிக்கவா?',
  },
  {
    en: '{subject} (no staff assigned)',
    hi: '{subject} (कोई शिक्षक नहीं सौंपा गया)',
    ta: '{subject} (ஆசிரியர் ஒதுக்கப்படவில்லை)',
  },
  { en: 'Monday', hi: 'सोमवार', ta: 'திங்கள்கிழமை' },
  { en: 'Tuesday', hi: 'मंगलवार', ta: 'செவ்வாய்க்கிழமை' },
  { en: 'Wednesday', hi: 'बुधवार', ta: 'புதன்கிழமை' },
  { en: 'Thursday', hi: 'गुरुवार', ta: 'வியாழக்கிழமை' },
  { en: 'Friday', hi: 'शुक्रवार', ta: 'வெள்ளிக்கிழமை' },
  { en: 'Saturday', hi: 'शनिवार', ta: 'சனிக்கிழமை' },
  { en: 'Sunday', hi: 'रविवार', ta: 'ஞாயிற்றுக்கிழமை' },
  // The timetable editor (timetable.service.ts, week-class.ts, the domain's week-conflicts.ts)
  {
    en: 'Timetable of {class} saved, in force from {date}.',
    hi: '{class} की समय-सारणी सहेजी गई, {date} से लागू।',
    ta: '{class} இன் கால அட்டவணை சேமிக்கப்பட்டது, {date} முதல் நடைமுறையில்.',
  },
  {
    en: '{first} (and {n} more)',
    hi: '{first} (और {n} अन्य)',
    ta: '{first} (மேலும் {n})',
  },
  {
    en: 'period {n} is not a period of the campus day.',
    hi: 'पीरियड {n} कैंपस के दिन का पीरियड नहीं है।',
    ta: 'பாடவேளை {n} வளாக நாளின் பாடவேளை அல்ல.',
  },
  {
    en: 'the cell is given twice.',
    hi: 'यह सेल दो बार दिया गया है।',
    ta: 'இந்தக் கலம் இருமுறை தரப்பட்டுள்ளது.',
  },
  {
    en: 'subject {id} is not a subject of this class and department.',
    hi: 'विषय {id} इस कक्षा और विभाग का विषय नहीं है।',
    ta: 'பாடம் {id} இந்த வகுப்பு, துறையின் பாடம் அல்ல.',
  },
  {
    en: '{staff} already teaches {class} then.',
    hi: '{staff} उस समय पहले से {class} को पढ़ाते हैं।',
    ta: '{staff} அப்போது ஏற்கெனவே {class} வகுப்புக்குக் கற்பிக்கிறார்.',
  },
  {
    en: '{staff} would teach two subjects of the cell at once.',
    hi: '{staff} एक साथ इस सेल के दो विषय पढ़ाएँगे।',
    ta: '{staff} இந்தக் கலத்தின் இரண்டு பாடங்களை ஒரே நேரத்தில் கற்பிக்க நேரும்.',
  },
  {
    en: '{code} is not assigned to any staff.',
    hi: '{code} किसी शिक्षक को नहीं सौंपा गया है।',
    ta: '{code} எந்த ஆசிரியருக்கும் ஒதுக்கப்படவில்லை.',
  },
  {
    en: 'subjectID, or batch, year and semester, are required.',
    hi: 'subjectID, या batch, year और semester, आवश्यक हैं।',
    ta: 'subjectID, அல்லது batch, year, semester தேவை.',
  },
  // The grid import (grid-import.ts, grid-reader.ts, grid-match.ts, grid-conflicts.ts)
  {
    en: 'Nothing was imported: {n} problem(s) in the grids.',
    hi: 'कुछ भी आयात नहीं हुआ: ग्रिड में {n} समस्या(एँ)।',
    ta: 'எதுவும் இறக்குமதியாகவில்லை: கட்டங்களில் {n} சிக்கல்(கள்).',
  },
  {
    en: 'Nothing was imported: {n} problem(s) in the file.',
    hi: 'कुछ भी आयात नहीं हुआ: फ़ाइल में {n} समस्या(एँ)।',
    ta: 'எதுவும் இறக்குமதியாகவில்லை: கோப்பில் {n} சிக்கல்(கள்).',
  },
  {
    en: 'The classes or abbreviations differ from the ones the preview showed; nothing was imported. Preview the file again, then import.',
    hi: 'कक्षाएँ या संक्षिप्त रूप पूर्वावलोकन में दिखाए गए से अलग हैं; कुछ भी आयात नहीं हुआ। फ़ाइल का फिर से पूर्वावलोकन करें, फिर आयात करें।',
    ta: 'வகுப்புகள் அல்லது சுருக்கங்கள் முன்னோட்டத்தில் காட்டியவற்றிலிருந்து வேறுபடுகின்றன; எதுவும் இறக்குமதியாகவில்லை. கோப்பை மீண்டும் முன்னோட்டம் பார்த்து, பிறகு இறக்குமதி செய்யவும்.',
  },
  {
    en: 'The workbook holds no timetable grid: a row of periods (I, II … or 1, 2 … or 9.00-9.50) above rows of days (MON … SAT or Day 1 … Day 6).',
    hi: 'वर्कबुक में कोई समय-सारणी ग्रिड नहीं है: दिनों की पंक्तियों (MON … SAT या Day 1 … Day 6) के ऊपर पीरियड की एक पंक्ति (I, II … या 1, 2 … या 9.00-9.50) होनी चाहिए।',
    ta: 'பணிப்புத்தகத்தில் கால அட்டவணைக் கட்டம் இல்லை: நாள்களின் வரிசைகளுக்கு (MON … SAT அல்லது Day 1 … Day 6) மேலே பாடவேளைகளின் ஒரு வரிசை (I, II … அல்லது 1, 2 … அல்லது 9.00-9.50) வேண்டும்.',
  },
  {
    en: 'A timetable grid is read from an .xlsx workbook; save the file as .xlsx and upload that.',
    hi: 'समय-सारणी ग्रिड .xlsx वर्कबुक से पढ़ा जाता है; फ़ाइल को .xlsx के रूप में सहेजें और वही अपलोड करें।',
    ta: 'கால அட்டவணைக் கட்டம் .xlsx பணிப்புத்தகத்திலிருந்து படிக்கப்படுகிறது; கோப்பை .xlsx ஆகச் சேமித்து அதைப் பதிவேற்றவும்.',
  },
  {
    en: 'Cell {address} is too long for a timetable cell.',
    hi: 'सेल {address} समय-सारणी के सेल के लिए बहुत लंबा है।',
    ta: 'கலம் {address} கால அட்டவணைக் கலத்துக்கு மிக நீளமானது.',
  },
  {
    en: '{name} must be JSON.',
    hi: '{name} JSON होना चाहिए।',
    ta: '{name} JSON ஆக இருக்க வேண்டும்.',
  },
  {
    en: "'{text}' cannot mean {code}: no subject of your department has that code.",
    hi: "'{text}' का अर्थ {code} नहीं हो सकता: आपके विभाग के किसी विषय का यह कोड नहीं है।",
    ta: "'{text}' என்பது {code} ஆக இருக்க முடியாது: உங்கள் துறையின் எந்தப் பாடத்துக்கும் அந்தக் குறியீடு இல்லை.",
  },
  {
    en: "'{text}' is neither a period of the campus day nor a break.",
    hi: "'{text}' न कैंपस के दिन का पीरियड है, न अवकाश।",
    ta: "'{text}' வளாக நாளின் பாடவேளையும் அல்ல, இடைவேளையும் அல்ல.",
  },
  {
    en: 'period {n} is given twice.',
    hi: 'पीरियड {n} दो बार दिया गया है।',
    ta: 'பாடவேளை {n} இருமுறை தரப்பட்டுள்ளது.',
  },
  {
    en: '{day} is given twice.',
    hi: '{day} दो बार दिया गया है।',
    ta: '{day} இருமுறை தரப்பட்டுள்ளது.',
  },
  {
    en: 'choose its class; the title names none of yours.',
    hi: 'इसकी कक्षा चुनें; शीर्षक आपकी किसी कक्षा का नाम नहीं लेता।',
    ta: 'இதன் வகுப்பைத் தேர்ந்தெடுக்கவும்; தலைப்பு உங்கள் வகுப்புகள் எதையும் குறிப்பிடவில்லை.',
  },
  {
    en: '{class} has another grid in this file.',
    hi: '{class} का इस फ़ाइल में एक और ग्रिड है।',
    ta: '{class} வகுப்புக்கு இந்தக் கோப்பில் வேறொரு கட்டமும் உள்ளது.',
  },
  {
    en: "'{text}' is not a subject of {title}.",
    hi: "'{text}' {title} का विषय नहीं है।",
    ta: "'{text}' {title} இன் பாடம் அல்ல.",
  },
  {
    en: '({initials}) are not the initials of {staff}, who is assigned {code}.',
    hi: '({initials}) {staff} के आद्याक्षर नहीं हैं, जिन्हें {code} सौंपा गया है।',
    ta: '({initials}) என்பவை {code} ஒதுக்கப்பட்ட {staff} இன் முதலெழுத்துகள் அல்ல.',
  },
  {
    en: '{staff} already teaches {other} in this file.',
    hi: '{staff} इस फ़ाइल में पहले से {other} पढ़ाते हैं।',
    ta: '{staff} இந்தக் கோப்பில் ஏற்கெனவே {other} கற்பிக்கிறார்.',
  },
  // The timetable sheet import's row problems (timetable-import.ts)
  {
    en: 'must be Mon, Tue, Wed, Thu, Fri, Sat or Sun',
    hi: 'Mon, Tue, Wed, Thu, Fri, Sat या Sun होना चाहिए',
    ta: 'Mon, Tue, Wed, Thu, Fri, Sat அல்லது Sun ஆக இருக்க வேண்டும்',
  },
  {
    en: 'must be a period of the campus day ({periods})',
    hi: 'कैंपस के दिन का पीरियड ({periods}) होना चाहिए',
    ta: 'வளாக நாளின் பாடவேளையாக ({periods}) இருக்க வேண்டும்',
  },
  {
    en: 'is not a subject of {class} in your department',
    hi: 'आपके विभाग में {class} का विषय नहीं है',
    ta: 'உங்கள் துறையில் {class} இன் பாடம் அல்ல',
  },
  // A class as the week's messages name it (week-class.ts classLabel), last: a part of the above
  {
    en: '{batch} year {year} semester {semester}',
    hi: '{batch} वर्ष {year} सेमेस्टर {semester}',
    ta: '{batch} {year}ஆம் ஆண்டு {semester}ஆம் பருவம்',
  },
];
