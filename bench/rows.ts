import { idCardDigest } from '../apps/api/src/modules/auth/auth.service';
import type { CampusPlan } from './campus';

/** The rows of the benchmark campus, table by table, as the generator's sinks write them. */
export type Column = readonly [name: string, pgType: 'int4' | 'text'];
export type Row = (string | number | null)[];

export interface TableData {
  table: string;
  columns: Column[];
  chunks: Iterable<Row[]>;
}

/** Everything was set up the week before term. */
export const CREATED_AT = '2025-12-29T04:30:00.000Z';
const CHUNK = 5_000;

/** 'id:int name …': the columns in order, text unless marked. */
export function columns(spec: string): Column[] {
  return spec.split(/\s+/).map((word) => {
    const [name, type] = word.split(':') as [string, string | undefined];
    return [name, type === 'int' ? 'int4' : 'text'];
  });
}

export const ATTENDANCE_COLUMNS = columns(
  'student_id:int subject_id:int staff_id:int register_number faculty_code subject_code batch ' +
    'department year:int semester:int date period:int status created_at',
);
export const AUDIT_COLUMNS = columns('at staff_id:int action entity entity_id details');

function* chunked(rows: Iterable<Row>): Generator<Row[]> {
  let chunk: Row[] = [];
  for (const row of rows) {
    chunk.push(row);
    if (chunk.length === CHUNK) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** Everything but attendance and its audit trail, in the order foreign keys need. */
export function campusTables(plan: CampusPlan): TableData[] {
  const batches = plan.departments.flatMap((d) => d.batches);
  const subjects = batches.flatMap((b) => b.subjects);
  return [
    {
      table: 'staff',
      columns: columns(
        'id:int staff_name staff_code department designation email phone id_card_digest created_at',
      ),
      chunks: chunked(
        plan.staff.map((s) => [
          s.id,
          s.name,
          s.code,
          s.department,
          s.designation,
          s.email,
          s.phone,
          idCardDigest(s.idCard),
          CREATED_AT,
        ]),
      ),
    },
    {
      table: 'students',
      columns: columns(
        'id:int register_number student_name batch year:int semester:int department gender ' +
          'type student_number parent_number active:int created_at',
      ),
      chunks: chunked(
        batches.flatMap((b) =>
          b.students.map((s, i) => {
            const type = b.year >= 2 && i % 25 === 7 ? 'Lateral' : 'Regular';
            return [
              s.id,
              s.registerNumber,
              s.name,
              b.name,
              b.year,
              b.semester,
              b.department,
              s.gender,
              type,
              s.studentNumber,
              s.parentNumber,
              1,
              CREATED_AT,
            ];
          }),
        ),
      ),
    },
    {
      table: 'subjects',
      columns: columns(
        'id:int subject_code subject_name batch year:int semester:int department ' +
          'owner_department is_common:int is_elective:int created_at',
      ),
      chunks: chunked(
        subjects.map((s) => [
          s.id,
          s.code,
          s.name,
          s.batch.name,
          s.batch.year,
          s.batch.semester,
          s.department,
          s.owner,
          s.kind === 'common' ? 1 : 0,
          s.kind === 'elective' ? 1 : 0,
          CREATED_AT,
        ]),
      ),
    },
    {
      table: 'allocations',
      columns: columns('student_id:int subject_id:int allocated_by:int allocated_at'),
      chunks: chunked(
        plan.departments.flatMap((d) =>
          d.batches.flatMap((b) =>
            b.subjects.flatMap((s) =>
              s.students.map((st) => [st.id, s.id, d.admin.id, CREATED_AT]),
            ),
          ),
        ),
      ),
    },
    {
      table: 'assignments',
      columns: columns(
        'staff_id:int subject_id:int status:int assigned_by assigned_by_id:int assigned_date ' +
          'status_updated_date',
      ),
      chunks: chunked(
        plan.departments.flatMap((d) =>
          d.batches.flatMap((b) =>
            b.subjects.map((s) => [
              s.teacher.id,
              s.id,
              1,
              d.hod.name,
              d.hod.id,
              CREATED_AT,
              CREATED_AT,
            ]),
          ),
        ),
      ),
    },
  ];
}
