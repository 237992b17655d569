import type { CumulativeData } from '@attendance/domain';

/** JSON already written (by the database, or as bytes from its rows), placed as is. */
class RawJson {
  constructor(readonly json: string | Uint8Array) {}
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
> & { students: string | Uint8Array };

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
 * The same answer's JSON, as bytes, from one row per subject, the students' arrays already
 * written (by the database, or from its rows' bytes): the nesting is built here, as objects, so
 * every key comes out in the very order JSON.stringify gives (integer-like keys such as years
 * first, ascending; the others as they came). Undefined when two rows share a subject's place
 * (one code, two subject names): the records of those would interleave, so the caller nests the
 * records instead.
 */
export function cumulativeJson(groups: CumulativeGroup[]): Uint8Array | undefined {
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
  // Pieces joined once: text runs become bytes together, and each array is copied once.
  const parts: (string | Uint8Array)[] = ['{"data":'];
  write(data, parts);
  parts.push('}');
  const pieces: Uint8Array[] = [];
  let text: string[] = [];
  for (const part of parts) {
    if (typeof part === 'string') text.push(part);
    else {
      if (text.length > 0) pieces.push(Buffer.from(text.join('')));
      pieces.push(part);
      text = [];
    }
  }
  if (text.length > 0) pieces.push(Buffer.from(text.join('')));
  return pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
}

function write(value: Tree | string | RawJson, parts: (string | Uint8Array)[]): void {
  if (value instanceof RawJson) parts.push(value.json);
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
