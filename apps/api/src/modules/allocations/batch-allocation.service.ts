import type { Kysely } from 'kysely';
import {
  isEligibleSubject,
  isSubjectOfDepartment,
  type BatchAllocationAnswer,
  type BatchAllocationBody,
} from '@attendance/domain';
import type { DB } from '../../db/types';
import { writeAudit } from '../../db/audit';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { AuthStaff } from '../../lib/auth-staff';
import { AllocationsRepo } from './allocations.repo';

/**
 * Allocates subjects to every active student of a batch in one transaction. Allocations a
 * student already has stay as they are and count as skipped; nothing is ever taken away.
 */
export async function allocateToBatch(
  db: Kysely<DB>,
  admin: AuthStaff,
  body: BatchAllocationBody,
  now: Date,
): Promise<BatchAllocationAnswer> {
  return db.transaction().execute(async (trx) => {
    const repo = new AllocationsRepo(trx);
    const students = await repo.activeStudentsOfBatch(body.batch, admin.department);
    if (students.length === 0)
      throw new NotFoundError(
        `No active students were found in batch ${body.batch} of your department.`,
      );
    const subjects = new Map((await repo.subjectsByIds(body.subjectIDs)).map((s) => [s.id, s]));
    for (const id of body.subjectIDs) {
      const subject = subjects.get(id);
      if (
        !subject ||
        !isSubjectOfDepartment(subject, { ...students[0]!, department: admin.department })
      )
        throw new BadRequestError(`Subject ${id} does not exist.`, 'VALIDATION');
      const outside = students.find((student) => !isEligibleSubject(subject, student));
      if (outside) {
        throw new BadRequestError(
          `Subject ${subject.subject_code} (ID ${id}) cannot be allocated to ${outside.register_number}: ` +
            "only subjects of the student's batch, year and semester, in the student's department or common to all, can be.",
          'SUBJECT_NOT_ELIGIBLE',
        );
      }
    }
    const pairs = students.flatMap((student) =>
      body.subjectIDs.map((subjectId): [number, number] => [student.id, subjectId]),
    );
    const added = await repo.insertPairs(pairs, admin.id, now);
    if (added > 0) {
      await writeAudit(trx, now, {
        staffId: admin.id,
        action: 'allocate',
        entity: 'batch',
        entityId: body.batch,
        details: {
          department: admin.department,
          subjectIDs: body.subjectIDs,
          students: students.length,
          added,
        },
      });
    }
    return {
      message: `Subjects allocated to batch ${body.batch}`,
      students: students.length,
      added,
      skipped: pairs.length - added,
    };
  });
}
