import { CompiledQuery, type Kysely } from 'kysely';
import { preparedOnPostgres } from '../../db/prepared';
import type { DB } from '../../db/types';
import { WEEK_STAMP_SQL } from '../week';
import { IMMEDIATE_ABSENCE_SQL } from './absence-alerts';
import type {
  SessionCheck,
  SignedInRow,
  SubmissionRecords,
  SubmissionWrite,
} from './submission-writes';

/**
 * A whole submission as one PostgreSQL statement: the assignment locked, the checks of the
 * transaction path (assigned to this staff member, not locked by the HOD, the subject's slot
 * free, exactly the class list marked, and the week unchanged when the slot was found from the
 * week as remembered: marking-week.ts), then the records, the slot's kind, the audit entry and
 * the Idempotency-Key's answer written, or nothing when a check fails. One round trip instead of
 * six (begin, assignment, class list, insert, audit, commit): on PostgreSQL every statement is a
 * round trip, and the round trips were most of a submission's CPU and time (docs/performance.md).
 *
 * It only ever says yes or no: a refusal is explained by the transaction path, which reads the
 * same rows again and throws the exact message (MarkingService.mark). So the messages have one
 * source, and a check written too strictly here costs time, never a wrong answer. A twin that
 * commits while this statement waits for the assignment's lock is refused by the unique index
 * of (date, period, student), as on the transaction path. Its checks restate those of
 * marking-checks.ts over `lockedAssignment` and `submissionClassList` (marking.repo.ts),
 * `stillCounts` (db/counting.ts)
 * and the class columns of `classWithStamp` (week-cache.ts, whose stamp text it shares): a rule
 * changed there must change here too, or this statement lets through what they refuse.
 * The submission's immediate absence alerts are written here too (absence-alerts.ts).
 *
 * The class list reads the allocated students by their keys, the ids given as one array (an
 * allocation is unique per student and subject, so it is the join's set): joined plainly, the
 * connection's cached generic plan, which expects 120 allocations for any subject, hashed the
 * whole students table, 5,040 rows and 0.9 ms of the statement's 1.9 ms at scale 1. The
 * array's length is unknown to custom and generic plans alike, so the generic plan is still the
 * one kept (docs/performance.md, "pg (ninth session)").
 */
const submissionText = (submitter: string, signedIn = '', answered = '') => `
with ${signedIn}submitter as materialized (${submitter}),
assignment as materialized (
  select s.subject_code, w.id as staff_id, w.staff_code
  from submitter w join assignments a on a.staff_id = w.id join subjects s on s.id = a.subject_id
  where a.subject_id = $1::integer and a.status = 1
  for update of a
),
marked as (
  select * from unnest($7::text[], $8::text[]) as m(register_number, status)
),
class_list as (
  select st.id, st.register_number, st.batch, st.department, st.year, st.semester
  from students st
  where st.id = any (array(select al.student_id from allocations al where al.subject_id = $1::integer))
    and st.active = 1
),
allowed as materialized (
  select subject_code, staff_id, staff_code from assignment
  where not exists (
      select 1 from attendance t
      where t.subject_id = $1::integer and t.date = $4::text and t.period = $5::integer
        and coalesce(t.voided_at, '') = ''
    )
    and (select count(*) from class_list) = cardinality($7::text[])
    and (
      select count(distinct m.register_number)
      from marked m join class_list c on c.register_number = m.register_number
    ) = cardinality($7::text[])
    and ($18::text is null or (
      exists (
        select 1 from subjects s
        where s.id = $1::integer and s.owner_department = $19::text and s.batch = $20::text
          and s.year = $21::integer and s.semester = $22::integer
      )
      and ${WEEK_STAMP_SQL} = $18::text
    ))
),
inserted as (
  insert into attendance (student_id, subject_id, staff_id, register_number, faculty_code,
    subject_code, batch, department, year, semester, date, period, status, created_at)
  select c.id, $1::integer, a.staff_id, c.register_number, a.staff_code, a.subject_code, c.batch,
    c.department, c.year, c.semester, $4::text, $5::integer, m.status, $6::text
  from allowed a cross join marked m join class_list c on c.register_number = m.register_number
  returning 1
),
slot_kind as (
  insert into attendance_slot_kinds (subject_id, date, period, kind, timetabled_subjects,
    staff_id, created_at)
  select $1::integer, $4::text, $5::integer, $11::text, $12::text, staff_id, $6::text
  from allowed where $11::text <> ''
  returning 1
),
audit as (
  insert into audit_log (at, staff_id, action, entity, entity_id, details)
  select $6::text, staff_id, $9::text, $17::text, $1::text, $10::text from allowed
  returning 1
),
answer as (
  insert into idempotency_keys (staff_id, key, request_hash, status_code, response_body,
    created_at)
  select staff_id, $13::text, $14::text, 201,
    $15::text || to_json(subject_code)::text || $16::text,
    $6::text
  from allowed where $13::text is not null
  returning 1
),${IMMEDIATE_ABSENCE_SQL}
select (select subject_code from allowed) as subject_code,
  (select count(*) from inserted) as inserted${answered}`;

/** The submitter known: the staff id ($2) and code ($3) of the session the route read. */
const SUBMISSION = submissionText('select $2::integer as id, $3::text as staff_code');
preparedOnPostgres(SUBMISSION);

/**
 * The submitter read by the statement itself from the session cookie's id ($2), judged as the
 * session loader and the route's hooks judge it (modules/sessions/sessions.ts, the enrol gate,
 * authorize('Subject_Staff')): the staff approved, the session not idle since $3 nor expired at
 * $6, then a full session of a Subject_Staff. A live session last seen before $23 is touched as
 * the loader touches it, whatever the submission's fate. The signed-in staff is answered beside.
 */
const SUBMISSION_SIGNING_IN = submissionText(
  `select id, staff_code from signed_in
  where designation = 'Subject_Staff' and scope is distinct from 'enrol'`,
  `signed_in as materialized (
  select st.id, st.staff_name, st.staff_code, st.department, st.designation, st.email, st.phone,
    st.language, se.scope
  from sessions se join staff st on st.id = se.staff_id
  where se.id = $2::text and st.status = 'approved'
    and se.last_seen_at > $3::text and se.expires_at > $6::text
),
touched as (
  update sessions set last_seen_at = $6::text
  where id = $2::text and last_seen_at < $23::text and exists (select 1 from signed_in)
  returning 1
),
`,
  `, si.*
from (select 1) as one left join signed_in si on true`,
);
preparedOnPostgres(SUBMISSION_SIGNING_IN);

/** The subject's code when the submission was written, null when a check refused it. */
export async function writeSubmission(db: Kysely<DB>, w: SubmissionWrite): Promise<string | null> {
  const [row] = await run(db, SUBMISSION, w, [w.staffId, w.facultyCode], []);
  return row ? row.subject_code : null;
}

/**
 * The same with the session's check in the statement (SUBMISSION_SIGNING_IN): the subject's
 * code and the signed-in staff when it was written, null when the session or a check refused it.
 */
export async function writeSubmissionSigningIn(
  db: Kysely<DB>,
  w: SubmissionRecords,
  session: SessionCheck,
): Promise<{ subjectCode: string; staff: SignedInRow } | null> {
  const written = await run<SignedInRow>(
    db,
    SUBMISSION_SIGNING_IN,
    w,
    [session.id, session.liveAfter],
    [session.touchBefore],
  );
  const [row] = written;
  return row ? { subjectCode: row.subject_code, staff: row } : null;
}

/** Runs a submission's text: its one row when it wrote, none when a check refused it. */
async function run<Extra extends object = object>(
  db: Kysely<DB>,
  text: string,
  w: SubmissionRecords,
  [second, third]: [unknown, unknown],
  after: unknown[],
): Promise<(Extra & { subject_code: string })[]> {
  const { rows } = await db.executeQuery<Extra & { subject_code: string | null; inserted: string }>(
    CompiledQuery.raw(text, [
      w.subjectId,
      second,
      third,
      w.date,
      w.period,
      w.createdAt,
      w.records.map((r) => r.registerNumber),
      w.records.map((r) => r.status),
      w.audit.action,
      w.audit.details,
      w.slotKind,
      w.timetabledSubjects,
      w.key?.key ?? null,
      w.key?.requestHash ?? null,
      w.answer.before,
      w.answer.after,
      w.audit.entity,
      w.week?.stamp ?? null,
      w.week?.cls.department ?? null,
      w.week?.cls.batch ?? null,
      w.week?.cls.year ?? null,
      w.week?.cls.semester ?? null,
      ...after,
    ]),
  );
  const [row] = rows;
  const inserted = Number(row?.inserted ?? 0);
  if (!row || inserted === 0) return [];
  // The checks make it all or nothing; anything else is a fault of this statement, not a refusal.
  if (inserted !== w.records.length || !row.subject_code) {
    throw new Error(`The submission statement wrote ${inserted} of ${w.records.length} records`);
  }
  return [row as Extra & { subject_code: string }];
}
