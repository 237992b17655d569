import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AttendanceRecordBody, MarkAnswer, SlotKindOf } from '@attendance/domain';
import type { DB } from '../../src/db/types';
import { isUniqueViolation } from '../../src/db/errors';
import { syncSqliteOf } from '../../src/db/sqlite-turns';
import type { AuthStaff } from '../../src/lib/auth-staff';
import { AppError } from '../../src/lib/errors';
import { IdempotencyKey } from '../../src/modules/attendance/idempotency';
import {
  markAudit,
  markBodyAround,
  slotKindRow,
} from '../../src/modules/attendance/marking-answer';
import { MarkingWeek } from '../../src/modules/attendance/marking-week';
import { MarkingService } from '../../src/modules/attendance/marking.service';
import { writeSubmission } from '../../src/modules/attendance/submission-statement';
import { TimetableRepo, WEEK_STAMP_SQL } from '../../src/modules/week';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers';
import { seedAllocation, seedAssignment, seedStudent, seedSubject } from '../factories/seed';
import { signUp } from '../factories/staff';

/**
 * The submission's two paths (issue 55): on PostgreSQL a submission is first tried as one
 * statement (submission-statement.ts), which restates in SQL the checks of the transaction path
 * (MarkingService.store); a refusal is then explained by the transaction path. On random
 * classes, weeks, HOD locks, windows and duplicates this runs the statement, the transaction
 * path and the whole service on a real database, and compares every outcome with the rules as
 * the spec states them: accepted, or refused with the refusal's status and code.
 */

const DATE = '2026-03-10';
const PERIOD = 2;
const OPEN = '2026-03-10T06:00:00.000Z'; // 11:30 in Asia/Kolkata, inside 09:00-19:00
const CLOSED = '2026-03-10T14:00:00.000Z'; // 19:30

type Outcome = { accepted: true } | { accepted: false; status: number; code: string };
const ACCEPTED: Outcome = { accepted: true };
const refused = (status: number, code: string): Outcome => ({ accepted: false, status, code });

/** One of the values, each as often as its weight: most cases break one rule at most. */
const weighted = <const T>(...choices: [number, T][]) =>
  fc.oneof(...choices.map(([weight, value]) => ({ weight, arbitrary: fc.constant(value) })));

const caseOf = fc.record({
  size: fc.integer({ min: 1, max: 4 }),
  inactive: fc.boolean(),
  assigned: weighted([8, 'submitter'], [1, 'other'], [1, 'nobody']),
  locked: weighted([8, false], [2, true]),
  windowOpen: weighted([9, true], [1, false]),
  holiday: weighted([9, false], [1, true]),
  timetable: weighted([3, 'none'], [2, 'own'], [2, 'other'], [2, 'elsewhere']),
  confirm: weighted([3, true], [1, false]),
  remembered: weighted([1, 'none'], [2, 'current'], [1, 'stale'], [1, 'other-class']),
  /** Which of the class list is sent: each left out, sent once or sent twice. */
  sends: fc.array(weighted([1, 0], [18, 1], [1, 2]), { minLength: 4, maxLength: 4 }),
  stranger: weighted([8, 'none'], [1, 'unallocated'], [1, 'inactive']),
  taken: weighted([6, 'free'], [2, 'counted'], [2, 'voided'], [2, 'clash']),
});
type Case = typeof caseOf extends fc.Arbitrary<infer T> ? T : never;

describeEachDatabase('the two submission paths agree', (kind) => {
  let t: TestApp;
  let db: Kysely<DB>;
  let teacher: AuthStaff;
  let colleague: AuthStaff;
  let hodId: number;
  let cases = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.db;
    const asAuth = async (designation: 'Subject_Staff' | 'HOD') => {
      const { staff } = await signUp(t.app, designation, 'CSE');
      const row = await db
        .selectFrom('staff')
        .select(['id', 'staff_name', 'staff_code', 'department', 'designation', 'email', 'phone'])
        .where('id', '=', staff.staffID)
        .executeTakeFirstOrThrow();
      return {
        id: row.id,
        staffName: row.staff_name,
        staffCode: row.staff_code,
        department: row.department,
        designation: row.designation,
        email: row.email,
        phone: row.phone,
      } as AuthStaff;
    };
    teacher = await asAuth('Subject_Staff');
    colleague = await asAuth('Subject_Staff');
    hodId = (await asAuth('HOD')).id;
  });
  afterAll(async () => t.close());

  /** A class of its own department (so its calendar is its own), seeded as the case asks. */
  async function arrange(c: Case) {
    cases += 1;
    const department = `P${cases}`;
    const batch = `${department}2024-2028`;
    const cls = { department, batch, year: 2, semester: 3 };
    const subjectId = await seedSubject(db, { subjectCode: `${department}01`, batch, department });
    const otherSubject = await seedSubject(db, {
      subjectCode: `${department}02`,
      batch,
      department,
    });
    const registers: string[] = [];
    const studentIds: number[] = [];
    for (let i = 0; i < c.size; i += 1) {
      const registerNumber = `${department}R${i}`;
      const id = await seedStudent(db, { registerNumber, batch, department });
      await seedAllocation(db, id, subjectId, hodId);
      registers.push(registerNumber);
      studentIds.push(id);
    }
    const gone = `${department}GONE`;
    const goneId = await seedStudent(db, {
      registerNumber: gone,
      batch,
      department,
      active: false,
    });
    if (c.inactive) await seedAllocation(db, goneId, subjectId, hodId);
    const outsider = `${department}OUT`;
    await seedStudent(db, { registerNumber: outsider, batch, department });
    if (c.assigned !== 'nobody') {
      const who = c.assigned === 'submitter' ? teacher.id : colleague.id;
      await seedAssignment(db, who, subjectId, hodId, !c.locked);
    }
    if (c.holiday) {
      await db
        .insertInto('week_days')
        .values({
          department,
          date: DATE,
          kind: 'holiday',
          name: 'Test holiday',
          created_by: hodId,
          created_at: OPEN,
        })
        .execute();
    }
    if (c.timetable !== 'none') {
      const cell = (subject: number, period: number) => ({
        day: 'Tue' as const,
        period,
        subjectIDs: [subject],
      });
      const cells = {
        own: [cell(subjectId, PERIOD)],
        other: [cell(otherSubject, PERIOD)],
        elsewhere: [cell(subjectId, PERIOD + 1)],
      }[c.timetable];
      await new TimetableRepo(db).saveVersion(cls, '2026-01-01', cells, hodId, OPEN);
    }
    if (c.taken !== 'free') {
      await db
        .insertInto('attendance')
        .values({
          student_id: studentIds[0]!,
          subject_id: c.taken === 'clash' ? otherSubject : subjectId,
          staff_id: colleague.id,
          register_number: registers[0]!,
          faculty_code: colleague.staffCode,
          subject_code: 'EARLIER',
          batch,
          department,
          year: 2,
          semester: 3,
          date: DATE,
          period: PERIOD,
          status: 'P',
          created_at: OPEN,
          voided_at: c.taken === 'voided' ? OPEN : null,
        })
        .execute();
    }
    const sent = registers.flatMap((r, i) => Array<string>(c.sends[i] ?? 1).fill(r));
    if (c.stranger !== 'none') sent.push(c.stranger === 'inactive' ? gone : outsider);
    // The route's schema refuses an empty list before the service sees it.
    if (sent.length === 0) sent.push(registers[0]!);
    const records: AttendanceRecordBody[] = sent.map((registerNumber, i) => ({
      subjectID: subjectId,
      date: DATE,
      period: PERIOD,
      registerNumber,
      status: i % 2 === 0 ? 'P' : 'A',
    }));
    return { cls, subjectId, registers, records, now: new Date(c.windowOpen ? OPEN : CLOSED) };
  }

  /** What the spec asks of the submission, in the order the checks are made. */
  function expected(c: Case, sent: readonly string[], registers: readonly string[]): Outcome {
    if (!c.windowOpen) return refused(403, 'OUTSIDE_WINDOW');
    if (new Set(sent).size !== sent.length) return refused(400, 'BAD_REQUEST');
    if (c.holiday) return refused(400, 'DAY_OFF');
    if (c.timetable === 'other' && !c.confirm) return refused(409, 'SUBSTITUTION_CONFIRM');
    return expectedWrite(c, sent, registers);
  }

  /** The checks both paths make against the database. */
  function expectedWrite(c: Case, sent: readonly string[], registers: readonly string[]) {
    if (c.assigned !== 'submitter') return refused(403, 'FORBIDDEN');
    if (c.locked) return refused(403, 'LOCKED');
    const classList = new Set(registers);
    if (sent.some((r) => !classList.has(r))) return refused(400, 'BAD_REQUEST');
    if (sent.length !== registers.length) return refused(400, 'BAD_REQUEST');
    // A slot of this subject that counts, a student sent twice, or a student already marked
    // in the period for another subject: each is a conflict.
    if (c.taken === 'counted' || c.taken === 'clash') return refused(409, 'CONFLICT');
    if (new Set(sent).size !== sent.length) return refused(409, 'CONFLICT');
    return ACCEPTED;
  }

  const outcomeOf = async (run: () => Promise<unknown>): Promise<Outcome> => {
    try {
      await run();
      return ACCEPTED;
    } catch (error) {
      if (error instanceof AppError) return refused(error.statusCode, error.code);
      if (isUniqueViolation(error)) return refused(409, 'CONFLICT');
      throw error;
    }
  };

  /** The same for a synchronous write, which answers null when it wrote nothing. */
  const outcomeNow = (run: () => unknown): Outcome | null => {
    try {
      return run() === null ? null : ACCEPTED;
    } catch (error) {
      if (error instanceof AppError) return refused(error.statusCode, error.code);
      if (isUniqueViolation(error)) return refused(409, 'CONFLICT');
      throw error;
    }
  };

  class RolledBack extends Error {}
  /** Runs a write in a transaction that is then undone, so each path meets the same rows. */
  const undone = async <T>(write: (trx: Kysely<DB>) => Promise<T>): Promise<T> => {
    let result: T | undefined;
    await db
      .transaction()
      .execute(async (trx) => {
        result = await write(trx);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    return result as T;
  };

  it('accepts and refuses alike, with the same refusal, on random submissions', async () => {
    await fc.assert(
      fc.asyncProperty(caseOf, async (c) => {
        const { cls, registers, records, now } = await arrange(c);
        const sent = records.map((r) => r.registerNumber);
        const service = new MarkingService(db, kind, t.config);
        const rules = service.rules();
        const asked = { records, now, rules, confirmSubstitution: c.confirm };
        const key = new IdempotencyKey<MarkAnswer>(teacher.id, undefined, records);
        // The slot as the week finds it (a student sent twice is refused before, but both
        // paths are still asked about such a list: they must refuse it on their own too).
        const once = records.filter((r, i) => sent.indexOf(r.registerNumber) === i);
        let slot: SlotKindOf | null = null;
        try {
          slot = await new MarkingWeek(db, t.config).slotOf({ ...asked, records: once });
        } catch {
          // Refused by the week before either path is taken: the whole service says why.
        }

        if (slot && c.windowOpen) {
          // The transaction path, as MarkingService.mark takes it on PostgreSQL to explain.
          const store = (trx: Kysely<DB>) =>
            service['store'](trx, teacher, records, now, key, slot!);
          const viaTransaction = await outcomeOf(() => undone(store));
          expect(viaTransaction).toEqual(expectedWrite(c, sent, registers));

          const [{ stamp }] = (
            await sql<{ stamp: string }>`select ${sql.raw(WEEK_STAMP_SQL)} as stamp`.execute(db)
          ).rows as [{ stamp: string }];
          const week = {
            none: null,
            current: { cls, stamp },
            stale: { cls, stamp: `${stamp}/stale` },
            'other-class': { cls: { ...cls, batch: `${cls.batch}X` }, stamp },
          }[c.remembered];
          const stillCurrent = c.remembered === 'none' || c.remembered === 'current';

          const sync = syncSqliteOf(db);
          if (kind === 'sqlite') {
            // SQLite's way: the same checks and writes at once on the connection, in a
            // transaction undone here; with a week changed since it was remembered it writes
            // nothing and says so (null), and the service reads the week again.
            const viaNow = await sync!.alone((sqlite) => {
              sqlite.exec('begin immediate');
              try {
                return outcomeNow(() =>
                  service['writeNow'](sqlite, teacher, records, now, key, { slot: slot!, week }),
                );
              } finally {
                sqlite.exec('rollback');
              }
            });
            expect(viaNow).toEqual(stillCurrent ? viaTransaction : null);
          }

          if (kind === 'postgres') {
            expect(sync).toBeUndefined();
            const audit = markAudit(teacher, records, slot);
            const kindRow = slotKindRow(slot);
            const statement = (trx: Kysely<DB>) =>
              writeSubmission(trx, {
                subjectId: records[0]!.subjectID,
                staffId: teacher.id,
                facultyCode: teacher.staffCode,
                date: DATE,
                period: PERIOD,
                createdAt: now.toISOString(),
                records,
                audit: {
                  action: audit.action,
                  entity: audit.entity,
                  details: JSON.stringify(audit.details),
                },
                slotKind: kindRow?.kind ?? '',
                timetabledSubjects: kindRow?.timetabled_subjects ?? '',
                key: null,
                week,
                answer: markBodyAround(records, slot!),
              });
            const viaStatement = await undone(statement).catch((error: unknown) => {
              if (isUniqueViolation(error)) return null;
              throw error;
            });
            // The statement says only yes or no; with a week changed since it was
            // remembered it says no, and the service reads the week again.
            expect(viaStatement !== null).toBe(stillCurrent && viaTransaction.accepted);
          }
        }

        const viaService = await outcomeOf(() =>
          service.mark(teacher, records, now, undefined, c.confirm),
        );
        expect(viaService).toEqual(expected(c, sent, registers));
      }),
      { numRuns: 100, seed: Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 120_000);
});
