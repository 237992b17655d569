import type { ServerMessage } from './server-messages';

/**
 * The imports' refusals of a file in Hindi and Tamil (issue 53): its kind, its size, its text,
 * its header and columns, a mapping the preview did not propose, a busy or raced import, by
 * their English as imports/ writes them (the limits as IMPORT_LIMITS sets them today: 5 MB,
 * 10,000 rows, 64 columns, 1,000 characters). The English stays as the tests and the spec word
 * it; a text changed there and not here comes back in English, which the tests of both catch.
 */
export const IMPORT_MESSAGES: ServerMessage[] = [
  // The upload itself (imports.routes.ts)
  {
    en: 'Choose an .xlsx or .csv file to upload (form field "file").',
    hi: 'अपलोड करने के लिए .xlsx या .csv फ़ाइल चुनें (फ़ॉर्म फ़ील्ड "file")।',
    ta: 'பதிவேற்ற .xlsx அல்லது .csv கோப்பைத் தேர்ந்தெடுக்கவும் (படிவப் புலம் "file").',
  },
  {
    en: 'The file is over 5 MB; split it into smaller files.',
    hi: 'फ़ाइल 5 MB से बड़ी है; इसे छोटी फ़ाइलों में बाँटें।',
    ta: 'கோப்பு 5 MB க்கு மேல் உள்ளது; அதைச் சிறிய கோப்புகளாகப் பிரிக்கவும்.',
  },
  // The kind of file (zip-guard.ts, sheet-reader.ts)
  {
    en: 'The file is not an .xlsx workbook or a .csv file; the import takes .xlsx workbooks and UTF-8 .csv files.',
    hi: 'यह फ़ाइल न .xlsx वर्कबुक है, न .csv फ़ाइल; आयात में .xlsx वर्कबुक और UTF-8 .csv फ़ाइलें ही ली जाती हैं।',
    ta: 'இந்தக் கோப்பு .xlsx பணிப்புத்தகமும் அல்ல, .csv கோப்பும் அல்ல; இறக்குமதி .xlsx பணிப்புத்தகங்களையும் UTF-8 .csv கோப்புகளையும் மட்டுமே ஏற்கும்.',
  },
  {
    en: 'The file is a macro-enabled workbook (.xlsm); the import takes .xlsx workbooks and UTF-8 .csv files. In Excel choose File › Save As › Excel Workbook (.xlsx) and upload that.',
    hi: 'यह फ़ाइल मैक्रो वाली वर्कबुक (.xlsm) है; आयात में .xlsx वर्कबुक और UTF-8 .csv फ़ाइलें ही ली जाती हैं। Excel में File › Save As › Excel Workbook (.xlsx) चुनें और वही फ़ाइल अपलोड करें।',
    ta: 'இந்தக் கோப்பு மேக்ரோ உள்ள பணிப்புத்தகம் (.xlsm); இறக்குமதி .xlsx பணிப்புத்தகங்களையும் UTF-8 .csv கோப்புகளையும் மட்டுமே ஏற்கும். Excel இல் File › Save As › Excel Workbook (.xlsx) என்பதைத் தேர்ந்தெடுத்து அந்தக் கோப்பைப் பதிவேற்றவும்.',
  },
  {
    en: 'The file is an OpenDocument spreadsheet (.ods); the import takes .xlsx workbooks and UTF-8 .csv files. Save it as .xlsx and upload that.',
    hi: 'यह फ़ाइल OpenDocument स्प्रेडशीट (.ods) है; आयात में .xlsx वर्कबुक और UTF-8 .csv फ़ाइलें ही ली जाती हैं। इसे .xlsx के रूप में सहेजें और वही फ़ाइल अपलोड करें।',
    ta: 'இந்தக் கோப்பு OpenDocument விரிதாள் (.ods); இறக்குமதி .xlsx பணிப்புத்தகங்களையும் UTF-8 .csv கோப்புகளையும் மட்டுமே ஏற்கும். இதை .xlsx ஆகச் சேமித்து அந்தக் கோப்பைப் பதிவேற்றவும்.',
  },
  {
    en: 'The file is an Excel 97-2003 workbook (.xls); the import takes .xlsx workbooks and UTF-8 .csv files. In Excel choose File › Save As › Excel Workbook (.xlsx) and upload that.',
    hi: 'यह फ़ाइल Excel 97-2003 वर्कबुक (.xls) है; आयात में .xlsx वर्कबुक और UTF-8 .csv फ़ाइलें ही ली जाती हैं। Excel में File › Save As › Excel Workbook (.xlsx) चुनें और वही फ़ाइल अपलोड करें।',
    ta: 'இந்தக் கோப்பு Excel 97-2003 பணிப்புத்தகம் (.xls); இறக்குமதி .xlsx பணிப்புத்தகங்களையும் UTF-8 .csv கோப்புகளையும் மட்டுமே ஏற்கும். Excel இல் File › Save As › Excel Workbook (.xlsx) என்பதைத் தேர்ந்தெடுத்து அந்தக் கோப்பைப் பதிவேற்றவும்.',
  },
  {
    en: 'The workbook unpacks to far more data than a spreadsheet of 10,000 rows holds; it was refused.',
    hi: 'यह वर्कबुक खुलने पर 10,000 पंक्तियों की स्प्रेडशीट से कहीं अधिक डेटा बनाती है; इसे अस्वीकार कर दिया गया।',
    ta: 'இந்தப் பணிப்புத்தகம் விரியும்போது 10,000 வரிசை விரிதாளில் இருப்பதைவிட மிக அதிகத் தரவாகிறது; அது ஏற்கப்படவில்லை.',
  },
  // The text of a .csv (csv-text.ts, csv-stream.ts)
  {
    en: 'The file cannot be read as text (it is not UTF-8, UTF-16 or Windows-1252). In Excel choose File › Save As › "CSV UTF-8 (Comma delimited) (*.csv)" and upload that.',
    hi: 'फ़ाइल को पाठ के रूप में पढ़ा नहीं जा सका (यह UTF-8, UTF-16 या Windows-1252 में नहीं है)। Excel में File › Save As › "CSV UTF-8 (Comma delimited) (*.csv)" चुनें और वही फ़ाइल अपलोड करें।',
    ta: 'கோப்பை உரையாகப் படிக்க முடியவில்லை (அது UTF-8, UTF-16 அல்லது Windows-1252 அல்ல). Excel இல் File › Save As › "CSV UTF-8 (Comma delimited) (*.csv)" என்பதைத் தேர்ந்தெடுத்து அந்தக் கோப்பைப் பதிவேற்றவும்.',
  },
  {
    en: 'The CSV file cannot be read: a quoted cell is never closed.',
    hi: 'CSV फ़ाइल पढ़ी नहीं जा सकी: उद्धरण चिह्न से शुरू हुआ एक सेल कभी बंद नहीं होता।',
    ta: 'CSV கோப்பைப் படிக்க முடியவில்லை: மேற்கோள் குறியில் தொடங்கிய ஒரு கலம் மூடப்படவே இல்லை.',
  },
  // Its rows, columns and cells (sheet-rows.ts, xlsx-stream.ts)
  {
    en: 'The file has more than 10,000 rows; split it into smaller files.',
    hi: 'फ़ाइल में 10,000 से अधिक पंक्तियाँ हैं; इसे छोटी फ़ाइलों में बाँटें।',
    ta: 'கோப்பில் 10,000 க்கும் மேற்பட்ட வரிசைகள் உள்ளன; அதைச் சிறிய கோப்புகளாகப் பிரிக்கவும்.',
  },
  {
    en: 'The file has more than 64 columns; keep the columns of the template (extra ones may stay, up to 64).',
    hi: 'फ़ाइल में 64 से अधिक कॉलम हैं; टेम्पलेट के कॉलम रखें (अतिरिक्त कॉलम 64 तक रह सकते हैं)।',
    ta: 'கோப்பில் 64 க்கும் மேற்பட்ட நெடுவரிசைகள் உள்ளன; வார்ப்புருவின் நெடுவரிசைகளை வைத்துக்கொள்ளவும் (கூடுதல் நெடுவரிசைகள் 64 வரை இருக்கலாம்).',
  },
  {
    en: 'The file has no header row.',
    hi: 'फ़ाइल में कोई शीर्ष पंक्ति नहीं है।',
    ta: 'கோப்பில் தலைப்பு வரிசை இல்லை.',
  },
  {
    en: 'Row {row} has a cell of more than 1,000 characters; no field of the portal holds that much.',
    hi: 'पंक्ति {row} में 1,000 से अधिक अक्षरों का एक सेल है; पोर्टल का कोई भी फ़ील्ड इतना नहीं रखता।',
    ta: 'வரிசை {row} இல் 1,000 க்கும் மேற்பட்ட எழுத்துகள் கொண்ட ஒரு கலம் உள்ளது; தளத்தின் எந்தப் புலமும் அவ்வளவு கொள்ளாது.',
  },
  {
    en: 'The file holds a cell of more than 1,000 characters; no field of the portal holds that much.',
    hi: 'फ़ाइल में 1,000 से अधिक अक्षरों का एक सेल है; पोर्टल का कोई भी फ़ील्ड इतना नहीं रखता।',
    ta: 'கோப்பில் 1,000 க்கும் மேற்பட்ட எழுத்துகள் கொண்ட ஒரு கலம் உள்ளது; தளத்தின் எந்தப் புலமும் அவ்வளவு கொள்ளாது.',
  },
  {
    en: 'The workbook has no sheet named "{name}"; preview the file again to see its sheets.',
    hi: 'वर्कबुक में "{name}" नाम की कोई शीट नहीं है; उसकी शीटें देखने के लिए फ़ाइल का फिर से पूर्वावलोकन करें।',
    ta: 'பணிப்புத்தகத்தில் "{name}" என்ற தாள் இல்லை; அதன் தாள்களைப் பார்க்கக் கோப்பை மீண்டும் முன்னோட்டம் பார்க்கவும்.',
  },
  // The header and the mapping of the columns (columns.ts, imports.service.ts, mapping.ts)
  {
    en: 'The column "{header}" appears twice.',
    hi: 'कॉलम "{header}" दो बार आया है।',
    ta: '"{header}" நெடுவரிசை இருமுறை வருகிறது.',
  },
  {
    en: 'The file lacks the column {names}; download the template to see the headers.',
    hi: 'फ़ाइल में कॉलम {names} नहीं है; शीर्षक देखने के लिए टेम्पलेट डाउनलोड करें।',
    ta: 'கோப்பில் {names} நெடுவரிசை இல்லை; தலைப்புகளைப் பார்க்க வார்ப்புருவைப் பதிவிறக்கவும்.',
  },
  {
    en: 'The file lacks the columns {names}; download the template to see the headers.',
    hi: 'फ़ाइल में कॉलम {names} नहीं हैं; शीर्षक देखने के लिए टेम्पलेट डाउनलोड करें।',
    ta: 'கோப்பில் {names} நெடுவரிசைகள் இல்லை; தலைப்புகளைப் பார்க்க வார்ப்புருவைப் பதிவிறக்கவும்.',
  },
  {
    en: 'The file lacks the column {names}; choose the column that holds it or download the template to see the headers.',
    hi: 'फ़ाइल में कॉलम {names} नहीं है; जिस कॉलम में यह है उसे चुनें, या शीर्षक देखने के लिए टेम्पलेट डाउनलोड करें।',
    ta: 'கோப்பில் {names} நெடுவரிசை இல்லை; அதைக் கொண்ட நெடுவரிசையைத் தேர்ந்தெடுக்கவும், அல்லது தலைப்புகளைப் பார்க்க வார்ப்புருவைப் பதிவிறக்கவும்.',
  },
  {
    en: 'The file lacks the columns {names}; choose the column that holds each or download the template to see the headers.',
    hi: 'फ़ाइल में कॉलम {names} नहीं हैं; हर एक जिस कॉलम में है उसे चुनें, या शीर्षक देखने के लिए टेम्पलेट डाउनलोड करें।',
    ta: 'கோப்பில் {names} நெடுவரிசைகள் இல்லை; ஒவ்வொன்றையும் கொண்ட நெடுவரிசையைத் தேர்ந்தெடுக்கவும், அல்லது தலைப்புகளைப் பார்க்க வார்ப்புருவைப் பதிவிறக்கவும்.',
  },
  {
    en: 'The mapping names {n} columns but the header row of the file has {m}; preview the file again.',
    hi: 'कॉलमों के मिलान में {n} कॉलम हैं, पर फ़ाइल की शीर्ष पंक्ति में {m} हैं; फ़ाइल का फिर से पूर्वावलोकन करें।',
    ta: 'நெடுவரிசைப் பொருத்தம் {n} நெடுவரிசைகளைக் குறிப்பிடுகிறது, ஆனால் கோப்பின் தலைப்பு வரிசையில் {m} உள்ளன; கோப்பை மீண்டும் முன்னோட்டம் பார்க்கவும்.',
  },
  {
    en: '"{field}" is not a field of this import.',
    hi: '"{field}" इस आयात का फ़ील्ड नहीं है।',
    ta: '"{field}" இந்த இறக்குமதியின் புலம் அல்ல.',
  },
  {
    en: 'Two columns ("{first}" and "{second}") are mapped to {header}; choose one and ignore the other.',
    hi: 'दो कॉलम ("{first}" और "{second}") {header} से मिलाए गए हैं; एक चुनें और दूसरे को छोड़ दें।',
    ta: 'இரண்டு நெடுவரிசைகள் ("{first}", "{second}") {header} உடன் பொருத்தப்பட்டுள்ளன; ஒன்றைத் தேர்ந்தெடுத்து மற்றதைப் புறக்கணிக்கவும்.',
  },
  {
    en: 'The columns or the class values differ from the ones the preview showed; nothing was imported. Preview the file again, then import.',
    hi: 'कॉलम या कक्षा के मान पूर्वावलोकन में दिखाए गए से अलग हैं; कुछ भी आयात नहीं हुआ। फ़ाइल का फिर से पूर्वावलोकन करें, फिर आयात करें।',
    ta: 'நெடுவரிசைகள் அல்லது வகுப்பு மதிப்புகள் முன்னோட்டத்தில் காட்டியவற்றிலிருந்து வேறுபடுகின்றன; எதுவும் இறக்குமதியாகவில்லை. கோப்பை மீண்டும் முன்னோட்டம் பார்த்து, பிறகு இறக்குமதி செய்யவும்.',
  },
  {
    en: 'This mapping of the columns differs from the one proposed for the file; preview it first and import with the fingerprint the preview answers.',
    hi: 'कॉलमों का यह मिलान फ़ाइल के लिए सुझाए गए मिलान से अलग है; पहले पूर्वावलोकन करें और पूर्वावलोकन से मिले फ़िंगरप्रिंट के साथ आयात करें।',
    ta: 'இந்த நெடுவரிசைப் பொருத்தம் கோப்புக்குப் பரிந்துரைத்ததிலிருந்து வேறுபடுகிறது; முதலில் முன்னோட்டம் பார்த்து, முன்னோட்டம் தரும் கைரேகைக் குறியுடன் இறக்குமதி செய்யவும்.',
  },
  // A busy or raced import (import-gate.ts, imports.service.ts)
  {
    en: 'Your previous import is still being read; wait for its answer, then upload again.',
    hi: 'आपका पिछला आयात अभी पढ़ा जा रहा है; उसका उत्तर आने तक रुकें, फिर दोबारा अपलोड करें।',
    ta: 'உங்கள் முந்தைய இறக்குமதி இன்னும் படிக்கப்படுகிறது; அதன் பதில் வரும் வரை காத்திருந்து, பிறகு மீண்டும் பதிவேற்றவும்.',
  },
  {
    en: 'Other imports are being read right now; try again in a few seconds.',
    hi: 'अभी दूसरे आयात पढ़े जा रहे हैं; कुछ सेकंड बाद फिर कोशिश करें।',
    ta: 'இப்போது வேறு இறக்குமதிகள் படிக்கப்படுகின்றன; சில விநாடிகள் கழித்து மீண்டும் முயலவும்.',
  },
  {
    en: 'Another change stored some of these rows meanwhile; nothing was imported. Upload the file again.',
    hi: 'इस बीच किसी दूसरे बदलाव ने इनमें से कुछ पंक्तियाँ सहेज दीं; कुछ भी आयात नहीं हुआ। फ़ाइल फिर से अपलोड करें।',
    ta: 'இதற்கிடையில் வேறொரு மாற்றம் இவற்றில் சில வரிசைகளைச் சேமித்துவிட்டது; எதுவும் இறக்குமதியாகவில்லை. கோப்பை மீண்டும் பதிவேற்றவும்.',
  },
];
