import type { Insertable, Kysely } from 'kysely';
import { campusToday, sameDepartment } from '@attendance/domain';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import type { AttendanceTable, DB, StudentsTable } from '../../db/types';
import { writeAudit } from '../../db/audit';
import { idCardDigest } from '../auth';
import { openDemoFamilySide } from '../family';
import { insertDemoRequests } from '../requests';
import {
  DEMO_ATTENDANCE_WEEKDAYS,
  DEMO_DEPARTMENTS,
  DEMO_PERIODS_PER_DAY,
  DEMO_STUDENTS_PER_BATCH,
  FEMALE_NAMES,
  SCRIPT_NAME_EVERY,
  SCRIPT_NAMES,
  INACTIVE_REASONS,
  INITIALS,
  MALE_NAMES,
  type DemoBatch,
} from './demo.data';
import {
  demoChunks,
  DAY_MS,
  drawStatus,
  mulberry32,
  phone,
  pick,
  weekdaysBefore,
  zonedInstant,
} from './demo.helpers';
import { demoSlot, insertDemoHoliday, insertDemoWeek, weekdayIndex } from './demo.week';

const SEED = 0x5eed_2025;

/**
 * Loads the demo campus (demo.data.ts, sign-ins in docs/operations.md) into a database without staff, in
 * one transaction. A database that has staff is left alone, so restarts never load it twice.
 */
export async function loadDemoCampus(db: Kysely<DB>, config: Config): Promise<void> {
  const started = Date.now();
  let summary: Record<string, number> | null;
  try {
    summary = await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('staff')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(existing.count) > 0) return null;
      return insertDemoCampus(trx, config);
    });
  } catch (error) {
    // Another server sharing the database loaded it at the same moment.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  if (summary && !['silent', 'fatal', 'error', 'warn'].includes(config.logLevel)) {
    const counts = Object.entries(summary)
      .map(([name, count]) => `${count} ${name}`)
      .join(', ');
    console.info(
      `Demo campus loaded in ${Date.now() - started} ms: ${counts}. Sign-ins: docs/operations.md.`,
    );
  }
}

async function insertDemoCampus(db: Kysely<DB>, config: Config) {
  const now = config.now();
  const random = mulberry32(SEED);
  const departments = DEMO_DEPARTMENTS.filter((department) =>
    config.campus.departments.some((d) => sameDepartment(d.code, department.code)),
  );
  if (departments.length === 0) {
    console.warn('DEMO_DATA: the campus config has none of CSE, ECE, MECH; no demo loaded.');
    return null;
  }
  const dates = weekdaysBefore(campusToday(now, config.timezone), DEMO_ATTENDANCE_WEEKDAYS);
  // Staff, students and subjects are "created" a week before the first day of attendance.
  const termStart = new Date(Date.parse(`${dates[0]}T00:00:00Z`) - 7 * DAY_MS).toISOString();
  const counts = { staff: 0, students: 0, subjects: 0, allocations: 0, assignments: 0 };
  let attendanceRows = 0;
  const adminOf = new Map<string, number>();

  for (const department of departments) {
    const staff = await db
      .insertInto('staff')
      .values(
        department.staff.map((member) => ({
          staff_name: member.staffName,
          staff_code: `pending-${member.email}`,
          department: department.code,
          designation: member.designation,
          email: member.email,
          phone: member.phone,
          id_card_digest: idCardDigest(member.idCardNumber),
          created_at: termStart,
          status: 'approved', // the demo campus signs in at once
          approved_at: termStart,
        })),
      )
      .returning(['id', 'email', 'designation', 'staff_name'])
      .execute();
    // Staff codes follow the ids, as registration makes them ('STF0007').
    const codes = new Map<number, string>();
    for (const row of staff) {
      const code = `STF${String(row.id).padStart(4, '0')}`;
      codes.set(row.id, code);
      await db.updateTable('staff').set({ staff_code: code }).where('id', '=', row.id).execute();
    }
    const admin = staff.find((s) => s.designation === 'Admin');
    const hod = staff.find((s) => s.designation === 'HOD');
    const teachers = staff.filter((s) => s.designation === 'Subject_Staff');
    if (!admin || !hod || teachers.length === 0) throw new Error('demo data lacks a role');
    adminOf.set(department.code, admin.id);
    counts.staff += staff.length;
    await insertDemoHoliday(
      db,
      department.code,
      campusToday(now, config.timezone),
      admin.id,
      termStart,
    );

    let assigned = 0;
    for (const batch of department.batches) {
      const studentRows = makeStudents(batch, department.code, random, termStart);
      const students = await insertStudents(db, studentRows);
      const active = students.filter((s) => s.active === 1);
      counts.students += students.length;

      const subjects = await db
        .insertInto('subjects')
        .values(
          batch.subjects.map((subject) => ({
            subject_code: subject.code,
            subject_name: subject.name,
            batch: batch.batch,
            year: batch.year,
            semester: batch.semester,
            department: subject.common ? 'all' : department.code,
            owner_department: department.code,
            is_common: subject.common ? 1 : 0,
            is_elective: subject.elective ? 1 : 0,
            created_at: termStart,
          })),
        )
        .returning(['id', 'subject_code'])
        .execute();
      counts.subjects += subjects.length;

      const allocations = active.flatMap((student) =>
        subjects.map((subject) => ({
          student_id: student.id,
          subject_id: subject.id,
          allocated_by: admin.id,
          allocated_at: termStart,
        })),
      );
      for (const chunk of demoChunks(allocations)) {
        await db.insertInto('allocations').values(chunk).execute();
      }
      counts.allocations += allocations.length;

      // Subjects go round the department's Subject_Staff; the first-years' elective is locked.
      const teacherOf = subjects.map(() => teachers[assigned++ % teachers.length]!);
      await db
        .insertInto('assignments')
        .values(
          subjects.map((subject, index) => {
            const locked = batch.year === 1 && batch.subjects[index]?.elective === true;
            return {
              staff_id: teacherOf[index]!.id,
              subject_id: subject.id,
              status: locked ? 0 : 1,
              assigned_by: hod.staff_name,
              assigned_by_id: hod.id,
              assigned_date: termStart,
              status_updated_date: locked ? now.toISOString() : termStart,
            };
          }),
        )
        .execute();
      counts.assignments += subjects.length;
      await insertDemoWeek(
        db,
        {
          department: department.code,
          batch: batch.batch,
          year: batch.year,
          semester: batch.semester,
        },
        subjects.map((s) => s.id),
        termStart.slice(0, 10),
        hod.id,
        termStart,
      );

      const attendance: Insertable<AttendanceTable>[] = [];
      dates.forEach((date) => {
        for (let period = 1; period <= DEMO_PERIODS_PER_DAY; period++) {
          // The class's timetable (demo.week.ts) says who teaches each weekday's period.
          const slot = demoSlot(weekdayIndex(date), period, subjects.length);
          const subject = subjects[slot]!;
          const teacher = teacherOf[slot]!;
          const createdAt = zonedInstant(date, 9 * 60 + period * 50, config.timezone);
          for (const student of active) {
            attendance.push({
              student_id: student.id,
              subject_id: subject.id,
              staff_id: teacher.id,
              register_number: student.register_number,
              faculty_code: codes.get(teacher.id)!,
              subject_code: subject.subject_code,
              batch: batch.batch,
              department: department.code,
              year: batch.year,
              semester: batch.semester,
              date,
              period,
              status: drawStatus(random, student.presence),
              created_at: createdAt,
            });
          }
        }
      });
      for (const chunk of demoChunks(attendance)) {
        await db.insertInto('attendance').values(chunk).execute();
      }
      attendanceRows += attendance.length;
    }
  }

  await openDemoFamilySide(
    db,
    departments.map((d) => d.code),
    adminOf,
    termStart,
  );
  const requests = await insertDemoRequests(
    db,
    departments.map((d) => d.code),
    campusToday(now, config.timezone),
    now.toISOString(),
  );
  const summary = { ...counts, 'attendance records': attendanceRows, 'leave requests': requests };
  await writeAudit(db, now, {
    staffId: null,
    action: 'demo.load',
    entity: 'campus',
    details: { ...summary, departments: departments.map((d) => d.code), from: dates[0] },
  });
  return summary;
}

type NewStudent = Insertable<StudentsTable> & { presence: number };

/** Every SCRIPT_NAME_EVERY-th student of a batch has a name in an Indian script (or IAST). */
function scriptName(batch: DemoBatch, serial: number, latin: string): string {
  if (serial % SCRIPT_NAME_EVERY !== 0) return latin;
  // Each year's batches continue the list where the year before stopped.
  const perBatch = Math.floor(DEMO_STUDENTS_PER_BATCH / SCRIPT_NAME_EVERY);
  const turn = (batch.year - 1) * perBatch + serial / SCRIPT_NAME_EVERY - 1;
  return SCRIPT_NAMES[turn % SCRIPT_NAMES.length] ?? latin;
}

function makeStudents(
  batch: DemoBatch,
  department: string,
  random: () => number,
  createdAt: string,
): NewStudent[] {
  const inactive = new Set<number>();
  const inactiveCount = 1 + Math.floor(random() * 2);
  while (inactive.size < inactiveCount) {
    inactive.add(1 + Math.floor(random() * DEMO_STUDENTS_PER_BATCH));
  }
  return Array.from({ length: DEMO_STUDENTS_PER_BATCH }, (_, index) => {
    const serial = index + 1;
    const female = random() < 0.45;
    const first = pick(random, female ? FEMALE_NAMES : MALE_NAMES);
    const left = inactive.has(serial);
    const typeDraw = random();
    // Lateral entrants join in the second year; a few transfer in.
    const type =
      batch.year >= 2 && typeDraw < 0.12 ? 'Lateral' : typeDraw > 0.96 ? 'Transfer' : 'Regular';
    // Most students attend well; about one in eight falls under the 75% line.
    const presence = random() < 0.12 ? 0.55 + random() * 0.15 : 0.86 + random() * 0.12;
    return {
      register_number: `${batch.registerPrefix}${String(serial).padStart(3, '0')}`,
      // The initial is drawn for every student, so the generator's later draws stay as they were.
      student_name: scriptName(batch, serial, `${first} ${pick(random, INITIALS)}`),
      batch: batch.batch,
      year: batch.year,
      semester: batch.semester,
      department,
      gender: female ? 'Female' : 'Male',
      type,
      student_number: phone(random),
      parent_number: phone(random),
      active: left ? 0 : 1,
      inactive_reason: left ? pick(random, INACTIVE_REASONS) : null,
      inactivated_at: left ? createdAt : null,
      created_at: createdAt,
      presence,
    };
  });
}

async function insertStudents(db: Kysely<DB>, rows: NewStudent[]) {
  const inserted: (NewStudent & { id: number })[] = [];
  for (const chunk of demoChunks(rows)) {
    const ids = await db
      .insertInto('students')
      .values(chunk.map(({ presence: _presence, ...row }) => row))
      .returning(['id', 'register_number'])
      .execute();
    const idOf = new Map(ids.map((row) => [row.register_number, row.id]));
    for (const row of chunk) inserted.push({ ...row, id: idOf.get(row.register_number)! });
  }
  return inserted;
}
