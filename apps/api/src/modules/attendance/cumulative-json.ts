import type { CumulativeData } from '@attendance/domain';

/** JSON text already written (by the database), placed as is. */
class RawJson {
  constructor(readonly text: string) {}
}

type Tree = { [key: string]: Tree | string | RawJson };

/** The records of one day as the cumulative read's SQL gives them, one per student and period. */
export interface CumulativeRow {
  department: string;
  year: number;
  semester: number;
  batch: string;
  subject_code: string;
  subject_name: string;
  student_name: string;
  register_number: string;
  period: number;
  status: string;
  date: string;
}

/** One subject of a class with its students' JSON array (AttendanceJsonRepo.cumulativeGroups). */
export type CumulativeGroup = Pick<
  CumulativeRow,
  'department' | 'year' | 'semester' | 'batch' | 'subject_code' | 'subject_name'
> & { students: string };

/** The day nested department > year > semester > batch > subject, from the records. */
export function nestCumulative(rows: CumulativeRow[]): { data: CumulativeData } {
  const data: CumulativeData = {};
  for (const row of rows) {
    const byYear = (data[row.department] ??= {});
    const bySemester = (byYear[String(row.year)] ??= {});
    const byBatch = (bySemester[String(row.semester)] ??= {});
    const bySubject = (byBatch[row.batch] ??= {});
    const leaf = (bySubject[row.subject_code] ??= {
      subjectName: row.subject_name,
      students: [],
    });
    leaf.students.push({
      studentName: row.student_name,
      registerNumber: row.register_number,
      period: row.period,
      status: row.status,
      date: row.date,
    });
  }
  return { data };
}

/**
 * The same answer's JSON text from one row per subject, the students' arrays written by the
 * database: the nesting is built here, as objects, so every key comes out in the very order
 * JSON.stringify gives (integer-like keys such as years first, ascending; the others as they
 * came). Undefined when two rows share a subject's place (one code, two subject names): the
 * records of those would interleave, so the caller nests the records instead.
 */
export function cumulativeJson(groups: CumulativeGroup[]): string | undefined {
  const data: Tree = {};
  for (const group of groups) {
    const byYear = (data[group.department] ??= {}) as Tree;
    const bySemester = (byYear[String(group.year)] ??= {}) as Tree;
    const byBatch = (bySemester[String(group.semester)] ??= {}) as Tree;
    const bySubject = (byBatch[group.batch] ??= {}) as Tree;
    if (Object.hasOwn(bySubject, group.subject_code)) return undefined;
    bySubject[group.subject_code] = {
      subjectName: group.subject_name,
      students: new RawJson(group.students),
    };
  }
  // Pieces joined once: one flat string, which becomes bytes at the speed of a copy (a chain of
  // concatenations would be flattened character by character).
  const parts = ['{"data":'];
  write(data, parts);
  parts.push('}');
  return parts.join('');
}

function write(value: Tree | string | RawJson, parts: string[]): void {
  if (value instanceof RawJson) parts.push(value.text);
  else if (typeof value === 'string') parts.push(JSON.stringify(value));
  else {
    let separator = '{';
    for (const key of Object.keys(value)) {
      parts.push(separator, JSON.stringify(key), ':');
      write(value[key]!, parts);
      separator = ',';
    }
    parts.push(separator === '{' ? '{}' : '}');
  }
}
