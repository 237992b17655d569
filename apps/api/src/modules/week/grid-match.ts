import {
  gridCellParts,
  gridKey,
  initialsMatch,
  subjectShortName,
  type GridCellDto,
  type GridCellSubjectDto,
  type Weekday,
} from '@attendance/domain';
import type { GridSheetCell } from './grid-reader';

/** A subject a grid's class may name, with the staff member assigned to it. */
export interface GridSubject {
  id: number;
  subject_code: string;
  subject_name: string;
  staff_id: number | null;
  staff_name: string | null;
}

/** A text of a cell no subject of the class matches: the HOD confirms what it means. */
export interface UnknownText {
  text: string;
  cell: string;
}

export type MatchedCell = Omit<GridCellDto, 'day'> & {
  day: Weekday;
  /** The staff member assigned to each subject of the cell. */
  staffOf: Map<number, number | null>;
};

/** The subject a part of a cell names: by code, by name, by a confirmed abbreviation, by short name. */
function subjectOf(
  text: string,
  subjects: readonly GridSubject[],
  abbreviations: ReadonlyMap<string, string>,
): { subject: GridSubject; via: GridCellSubjectDto['via'] } | null {
  const key = gridKey(text);
  if (key === '') return null;
  const byCode = subjects.find((s) => gridKey(s.subject_code) === key);
  if (byCode) return { subject: byCode, via: 'code' };
  const byName = subjects.find((s) => gridKey(s.subject_name) === key);
  if (byName) return { subject: byName, via: 'name' };
  const code = abbreviations.get(key);
  const byAbbreviation = code && subjects.find((s) => s.subject_code.toUpperCase() === code);
  if (byAbbreviation) return { subject: byAbbreviation, via: 'abbreviation' };
  const short = subjects.filter((s) => subjectShortName(s.subject_name) === key);
  // Two subjects of one short name ("DS": Data Structures, Digital Systems) need the HOD's word.
  return short.length === 1 ? { subject: short[0]!, via: 'short name' } : null;
}

/**
 * Each cell of a grid matched to the subjects of its class: every part of an elective cell,
 * initials checked against the assigned staff (a warning), unknown texts refused by cell.
 */
export function matchCells(
  cells: readonly GridSheetCell[],
  title: string,
  subjects: readonly GridSubject[],
  abbreviations: ReadonlyMap<string, string>,
): { cells: MatchedCell[]; unknown: UnknownText[]; used: Set<string> } {
  const unknown: UnknownText[] = [];
  const used = new Set<string>();
  const matched = cells.map((cell): MatchedCell => {
    const where = `${cell.day} P${cell.period}`;
    const out: MatchedCell = {
      ...cell,
      subjects: [],
      errors: [],
      warnings: [],
      staffOf: new Map(),
    };
    for (const part of gridCellParts(cell.text)) {
      const found = subjectOf(part.text, subjects, abbreviations);
      if (!found) {
        out.errors.push(`${where}: '${part.text}' is not a subject of ${title}.`);
        unknown.push({ text: part.text, cell: `${title} ${where}` });
        continue;
      }
      const { subject, via } = found;
      if (via === 'abbreviation') used.add(gridKey(part.text));
      if (out.subjects.some((s) => s.subjectID === subject.id)) continue;
      out.subjects.push({
        subjectID: subject.id,
        subjectCode: subject.subject_code,
        subjectName: subject.subject_name,
        staffName: subject.staff_name,
        via,
      });
      out.staffOf.set(subject.id, subject.staff_id);
      if (part.initials && subject.staff_name && !initialsMatch(part.initials, subject.staff_name))
        out.warnings.push(
          `${title} ${where}: (${part.initials}) are not the initials of ${subject.staff_name}, who is assigned ${subject.subject_code}.`,
        );
    }
    return out;
  });
  return { cells: matched, unknown, used };
}
