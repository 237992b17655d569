/**
 * What a class-wise sheet says about its class in its title rows or file name (issue 22):
 * "B.E. CSE 2024–2028", "III Year", "3rd Year", "Sem 5", "V Sem", "Semester - VI". Only what is
 * unambiguous is read; the Admin sees it prefilled and may change it.
 */
export interface SharedProposal {
  batch?: string;
  year?: number;
  semester?: number;
}

const ROMAN: Record<string, number> = {
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  vi: 6,
  vii: 7,
  viii: 8,
};
const WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
};

/** "5", "5th", "V", "fifth" as 5; anything else undefined. */
function numberOf(word: string): number | undefined {
  const text = word.toLowerCase();
  const digits = /^(\d)(?:st|nd|rd|th)?$/.exec(text);
  if (digits) return Number(digits[1]);
  return ROMAN[text] ?? WORDS[text];
}

const ORDINAL = String.raw`(\d(?:st|nd|rd|th)?|viii|vii|vi|iv|v|iii|ii|i|first|second|third|fourth|fifth|sixth|seventh|eighth)`;
const SEP = String.raw`[\s._:-]*`;
const BATCH = /(?<![\d])((?:19|20)\d{2})\s*[-–—/to ]+\s*((?:19|20)?\d{2})(?![\d])/i;
const YEAR_AFTER = new RegExp(String.raw`(?<![a-z\d])${ORDINAL}${SEP}(?:year|yr)(?![a-z])`, 'i');
const YEAR_BEFORE = new RegExp(String.raw`(?<![a-z])(?:year|yr)${SEP}${ORDINAL}(?![a-z\d])`, 'i');
const SEM_AFTER = new RegExp(String.raw`(?<![a-z\d])${ORDINAL}${SEP}sem(?:ester)?(?![a-z])`, 'i');
const SEM_BEFORE = new RegExp(String.raw`(?<![a-z])sem(?:ester)?${SEP}${ORDINAL}(?![a-z\d])`, 'i');

function batchOf(text: string): string | undefined {
  const found = BATCH.exec(text);
  if (!found) return undefined;
  const from = Number(found[1]);
  const to =
    found[2]!.length === 2 ? Math.floor(from / 100) * 100 + Number(found[2]) : Number(found[2]);
  return to - from >= 1 && to - from <= 6 ? `${from}-${to}` : undefined;
}

function firstOf(text: string, patterns: RegExp[], max: number): number | undefined {
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    const value = found ? numberOf(found[1]!) : undefined;
    if (value !== undefined && value >= 1 && value <= max) return value;
  }
  return undefined;
}

/**
 * The batch, year and semester the texts name, the first text that names each winning (title
 * rows first, then the file name). A semester alone gives its year (semester 5 is year 3); a
 * year alone gives no semester (it has two).
 */
export function proposeSharedValues(texts: readonly string[]): SharedProposal {
  const proposal: SharedProposal = {};
  for (const raw of texts) {
    const text = raw.replace(/[_]+/g, ' ');
    proposal.batch ??= batchOf(text);
    proposal.year ??= firstOf(text, [YEAR_AFTER, YEAR_BEFORE], 4);
    proposal.semester ??= firstOf(text, [SEM_AFTER, SEM_BEFORE], 8);
  }
  if (proposal.semester !== undefined) {
    const yearOfSemester = Math.ceil(proposal.semester / 2);
    if (proposal.year === undefined) proposal.year = yearOfSemester;
    else if (proposal.year !== yearOfSemester) delete proposal.semester;
  }
  return proposal;
}
