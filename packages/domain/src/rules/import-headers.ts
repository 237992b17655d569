import { INDIC_GENDER_WORDS, INDIC_HEADER_SYNONYMS } from './import-headers-indic';

/**
 * What a college office's own sheet calls each field of an import, in one place (issue 22).
 * Headers are compared without case, spaces or punctuation ("Reg. No." = "reg no" = "REGNO"),
 * so each spelling is listed once; add a spelling here and every import knows it.
 */
export const HEADER_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  registerNumber: [
    'Register Number',
    'Reg No',
    'Register No',
    'Registration Number',
    'Registration No',
    'Roll No',
    'Roll Number',
    'University Reg No',
    'Univ Reg No',
    'Enrollment No',
    'Enrolment Number',
    'Admission No',
    'USN',
    'Reg Number',
    'University Register Number',
    'Univ Register No',
    'Exam Reg No',
    'Hall Ticket No',
    'PRN',
    'PRN No',
    'Enrollment Number',
    'Enrolment No',
  ],
  studentName: [
    'Student Name',
    'Name',
    'Name of the Student',
    'Name of Student',
    'Student',
    'Candidate Name',
    'Full Name',
    'Student Full Name',
    'Name of the Candidate',
    "Student's Name",
    'Stud Name',
    'Name of Students',
  ],
  batch: [
    'Batch',
    'Academic Batch',
    'Batch Year',
    'Academic Year',
    'Admission Batch',
    'Batch YYYY-YYYY',
  ],
  year: ['Year', 'Year of Study', 'Current Year', 'Study Year', 'Yr', 'Class Year'],
  semester: ['Semester', 'Sem', 'Current Semester', 'Current Sem', 'Present Semester'],
  department: ['Department', 'Dept', 'Branch', 'Department Name', 'Course'],
  gender: ['Gender', 'Sex', 'M/F', 'Boy/Girl', 'Gender M/F', 'Sex M/F'],
  type: [
    'Type',
    'Category',
    'Student Type',
    'Admission Type',
    'Mode of Admission',
    'Entry Type',
    'Regular/Lateral',
  ],
  studentNumber: [
    'Student Phone',
    'Mobile',
    'Mobile No',
    'Mobile Number',
    'Contact No',
    'Contact Number',
    'Phone',
    'Phone No',
    'Student Mobile',
    'Student Contact',
    'Cell No',
    'WhatsApp No',
    'Student Mobile No',
    'Student Mobile Number',
    'Student Contact No',
    'Mobile No of Student',
    'Student Cell No',
  ],
  parentNumber: [
    'Parent Phone',
    "Father's Mobile",
    'Father Mobile',
    "Father's Mobile No",
    'Parent Contact',
    'Parent Mobile',
    'Parent Contact No',
    "Parent's Mobile",
    'Guardian Mobile',
    "Guardian's Mobile",
    'Guardian Contact',
    "Mother's Mobile",
    'Parent No',
    "Father's Contact No",
    'Father Contact No',
    "Father's Phone",
    "Parent's Contact No",
    'Parent Mobile No',
    'Parent Mobile Number',
    "Father's Mobile Number",
    'Guardian Phone',
    'Father/Guardian Mobile',
  ],
  subjectCode: ['Subject Code', 'Course Code', 'Paper Code', 'Sub Code', 'Code'],
  subjectName: [
    'Subject Name',
    'Subject',
    'Course Name',
    'Course Title',
    'Paper Name',
    'Sub Name',
    'Subject Title',
    'Title of the Paper',
    'Paper Title',
  ],
  isCommon: ['Common', 'Common Subject', 'Is Common', 'Common Y/N'],
  isElective: ['Elective', 'Is Elective', 'Elective Subject', 'Optional', 'Elective Y/N'],
};

/**
 * 'Reg. No.', 'reg_no' and 'REG NO' all read 'regno'. Vowel signs are kept (marks, \p{M}): without
 * them Hindi and Tamil words collapse into others ("பால்" and "பல").
 */
export const headerKey = (header: string) =>
  header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');

const FIELD_BY_KEY = new Map<string, string>();
for (const synonyms of [HEADER_SYNONYMS, INDIC_HEADER_SYNONYMS])
  for (const [field, spellings] of Object.entries(synonyms))
    for (const spelling of spellings) FIELD_BY_KEY.set(headerKey(spelling), field);

/** A bilingual header's parts: "பதிவு எண் / Reg No", "Mobile | मोबाइल", "नाम (Name)", two lines. */
const HEADER_PARTS = /[/|\r\n()[\]{}]+/;

const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Devanagari}/u, /\p{Script=Tamil}/u];
const scriptOf = (text: string) => SCRIPTS.findIndex((script) => script.test(text));

/**
 * The field a header names among `fields`, or undefined (the column is then ignored): the whole
 * header, else the one field its parts name ("M/F" is a whole header; "पंजीकरण संख्या / Reg No"
 * names registerNumber by either part). A bilingual header says one thing in each language: a
 * part of a matched part's script that names nothing ("Mobile (Father)"), or parts naming two
 * fields, make the header name none, and the Admin chooses.
 */
export function fieldOfHeader(header: string, fields: readonly string[]): string | undefined {
  const whole = FIELD_BY_KEY.get(headerKey(header));
  if (whole !== undefined) return fields.includes(whole) ? whole : undefined;
  const parts = header
    .split(HEADER_PARTS)
    .filter((part) => headerKey(part) !== '')
    .map((part) => ({ script: scriptOf(part), field: FIELD_BY_KEY.get(headerKey(part)) }));
  const named = new Set(parts.map((part) => part.field).filter((field) => field !== undefined));
  const scripts = new Set(parts.filter((part) => part.field).map((part) => part.script));
  if (named.size !== 1 || parts.some((part) => !part.field && scripts.has(part.script)))
    return undefined;
  const [field] = named;
  return fields.includes(field!) ? field : undefined;
}

/** Cell text as typed: non-breaking spaces as spaces, runs of white space as one, trimmed. */
export const cleanCell = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

const GENDER_WORDS: Record<string, 'Male' | 'Female' | 'Other'> = {
  m: 'Male',
  male: 'Male',
  boy: 'Male',
  b: 'Male',
  f: 'Female',
  female: 'Female',
  girl: 'Female',
  g: 'Female',
  o: 'Other',
  other: 'Other',
  others: 'Other',
  transgender: 'Other',
  ...Object.fromEntries(
    Object.entries(INDIC_GENDER_WORDS).map(([word, gender]) => [headerKey(word), gender]),
  ),
};

/** M/F, Male/Female, Boy/Girl in any case, पुरुष/महिला, ஆண்/பெண்; anything else stays as typed, for the check to refuse. */
export function normaliseGender(text: string): string {
  return GENDER_WORDS[headerKey(text)] ?? cleanCell(text);
}

/**
 * An Indian mobile number as its 10 digits: spaces, dashes, dots and brackets dropped, a leading
 * +91, 91 or 0 dropped, and a number Excel stored as a number ("9876543210", "9876543210.0")
 * read back. Scientific notation ("9.87654E+09") lost digits and stays as typed, so the row is
 * refused with its cell named, as is anything else that is not 10 digits once cleaned.
 */
export function normalisePhone(text: string): string {
  const typed = cleanCell(text);
  if (/e\+?\d+$/i.test(typed)) return typed;
  const digits = typed.replace(/\.0+$/, '').replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return typed;
  const bare = digits.replace(/^\+/, '');
  if (bare.length === 10) return bare;
  if (bare.length === 12 && bare.startsWith('91')) return bare.slice(2);
  if (bare.length === 11 && bare.startsWith('0')) return bare.slice(1);
  return typed;
}

/** A register number Excel stored as a number ("211521104001", "211521104001.0") as its digits. */
export function normaliseRegisterNumber(text: string): string {
  const typed = cleanCell(text);
  return /^\d+\.0+$/.test(typed) ? typed.replace(/\.0+$/, '') : typed;
}
