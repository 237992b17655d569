import type { Weekday } from '../schemas/week';
import { proposeSharedValues } from './import-shared-values';
import type { PeriodStart } from './timetable';

/**
 * How a timetable grid as colleges keep it names its days, periods, subjects and staff
 * (issue 58): "MON" / "Monday" / "Day 3", "III" / "P3" / "10.55-11.45", "DS (RK) / OOP".
 */

const DAY_WORDS: Record<string, Weekday> = {
  mon: 'Mon',
  monday: 'Mon',
  tue: 'Tue',
  tues: 'Tue',
  tuesday: 'Tue',
  wed: 'Wed',
  weds: 'Wed',
  wednesday: 'Wed',
  thu: 'Thu',
  thur: 'Thu',
  thurs: 'Thu',
  thursday: 'Thu',
  fri: 'Fri',
  friday: 'Fri',
  sat: 'Sat',
  saturday: 'Sat',
  sun: 'Sun',
  sunday: 'Sun',
};
/** Day n of a rotating day order is stored on the nth teaching weekday (docs/decisions.md). */
const DAY_ORDER: readonly Weekday[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday a row label names, or null: "MON", "Tues.", "Day 1", "DAY-6", "D2". */
export function gridDayOf(label: string): Weekday | null {
  const key = label.toLowerCase().replace(/[^a-z0-9]/g, '');
  const named = DAY_WORDS[key];
  if (named) return named;
  const order = /^(?:dayorder|day|d)([1-6])$/.exec(key);
  return order ? DAY_ORDER[Number(order[1]) - 1]! : null;
}

const ROMAN_PERIODS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii'];
const BREAK_WORDS = /\b(lunch|break|recess|interval|tea|snacks?)\b/i;
const NUMERAL = /^(?:period|hour|hr|p)?\s*[-.:]?\s*(\d{1,2}|[ivx]{1,4})(?:st|nd|rd|th)?$/i;
const CLOCK = /(\d{1,2})\s*[.:]\s*(\d{2})\s*(am|pm)?/i;
/** A clock in a heading within this many minutes of a period's start names that period. */
const CLOCK_TOLERANCE = 10;

export type PeriodHeading =
  { kind: 'period'; period: number } | { kind: 'break' } | { kind: 'unknown' };

function numeralOf(text: string): number | null {
  const found = NUMERAL.exec(text.trim());
  if (!found) return null;
  const word = found[1]!.toLowerCase();
  const value = /^\d+$/.test(word) ? Number(word) : ROMAN_PERIODS.indexOf(word) + 1;
  return value > 0 ? value : null;
}

/** Minutes after midnight of the first clock of a text; a bare 1.30 is afternoon (13:30). */
function clockOf(text: string): number | null {
  const found = CLOCK.exec(text);
  if (!found) return null;
  let hours = Number(found[1]);
  const minutes = Number(found[2]);
  const half = found[3]?.toLowerCase();
  if (half === 'pm' && hours < 12) hours += 12;
  else if (half === 'am' && hours === 12) hours = 0;
  else if (!half && hours < 8) hours += 12;
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

const startMinutes = (starts: string) => {
  const [hours, minutes] = starts.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/**
 * What a column heading names: a period of the campus day (by number, Roman numeral, "P3" or
 * its start time), a break or lunch (skipped), or nothing known.
 */
export function gridPeriodOf(heading: string, periods: readonly PeriodStart[]): PeriodHeading {
  if (BREAK_WORDS.test(heading)) return { kind: 'break' };
  const numbers = periods.map((p) => p.number);
  for (const line of heading.split(/[\r\n]+/)) {
    const numeral = numeralOf(line);
    if (numeral !== null)
      return numbers.includes(numeral) ? { kind: 'period', period: numeral } : { kind: 'unknown' };
    const clock = clockOf(line);
    if (clock === null) continue;
    const near = periods.find((p) => Math.abs(startMinutes(p.starts) - clock) <= CLOCK_TOLERANCE);
    return near ? { kind: 'period', period: near.number } : { kind: 'unknown' };
  }
  return { kind: 'unknown' };
}

/** A text as the grid import compares it: capitals and digits only ("D.S." = "ds" = "DS"). */
export const gridKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/** One subject named in a cell, with the staff initials bracketed after it, if any. */
export interface CellPart {
  text: string;
  initials: string | null;
}

/** The parts of a cell: "PE1 / PE2" two, "DS (RK)" one with initials; brackets stay whole. */
export function gridCellParts(text: string): CellPart[] {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[') depth += 1;
    if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === '/' || char === '|' || char === ',' || char === '\n')) {
      pieces.push(current);
      current = '';
    } else current += char;
  }
  pieces.push(current);
  return pieces
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .map((piece) => {
      const found = /^(.*?)\s*[([]([^)\]]*)[)\]]\s*$/.exec(piece);
      if (!found || found[1] === '') return { text: piece, initials: null };
      const initials = gridKey(found[2]!);
      return { text: found[1]!.trim(), initials: initials === '' ? null : initials };
    });
}

const MINOR_WORDS = new Set(['and', 'of', 'the', 'in', 'for', 'to', 'with', 'on', '&']);
const LAB_WORDS = new Set(['lab', 'laboratory', 'practical', 'practicals']);

/** A subject's short name from its name: "Data Structures" DS, "Data Structures Laboratory" DSLAB. */
export function subjectShortName(name: string): string {
  const words = name.split(/[\s\-/,]+/).filter((word) => word !== '');
  const lab = words.length > 1 && LAB_WORDS.has(words.at(-1)!.toLowerCase());
  const initials = (lab ? words.slice(0, -1) : words)
    .filter((word) => !MINOR_WORDS.has(word.toLowerCase()))
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return gridKey(initials + (lab ? 'LAB' : ''));
}

const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'prof', 'er', 'sri', 'smt']);

/** Whether bracketed initials name the staff member ("RK", "K.R." for Ravi Kumar: any order). */
export function initialsMatch(initials: string, staffName: string): boolean {
  const letters = staffName
    .split(/[\s.]+/)
    .filter((word) => word !== '' && !TITLES.has(word.toLowerCase()))
    .map((word) => word[0]!.toUpperCase());
  const sorted = (text: string) => [...text].sort().join('');
  return sorted(letters.join('')) === sorted(gridKey(initials));
}

export interface GridClass {
  batch: string;
  year: number;
  semester: number;
}

const LEADING_YEAR = /^\s*(iv|iii|ii|i|[1-4](?:st|nd|rd|th)?)\s+(?:year\s+)?[a-z]/i;
const YEAR_WORDS: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4 };

/**
 * The class a grid's title rows (then its sheet name) name, among the department's classes:
 * "II CSE A" (year 2), "CSE 2024-2028 IV SEM" (the batch and semester). Proposed only when
 * exactly one class fits what the texts say; otherwise the HOD chooses.
 */
export function proposeGridClass(
  texts: readonly string[],
  classes: readonly GridClass[],
): GridClass | null {
  const read = proposeSharedValues(texts);
  let year = read.year;
  for (const text of texts) {
    if (year !== undefined) break;
    const word = LEADING_YEAR.exec(text)?.[1]?.toLowerCase();
    if (word) year = YEAR_WORDS[word] ?? Number(word[0]);
  }
  if (read.batch === undefined && year === undefined && read.semester === undefined) return null;
  const digits = read.batch?.replace(/\D/g, '');
  const fitting = classes.filter(
    (c) =>
      (digits === undefined || c.batch.replace(/\D/g, '').includes(digits)) &&
      (year === undefined || c.year === year) &&
      (read.semester === undefined || c.semester === read.semester),
  );
  return fitting.length === 1 ? fitting[0]! : null;
}
