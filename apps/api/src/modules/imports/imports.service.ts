import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ImportReport } from '@attendance/domain';
import type { DB } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { writeAudit } from '../../lib/audit';
import { ConflictError } from '../../lib/errors';
import { madeBy, type AuthStaff } from '../../lib/auth-staff';
import { ImportsRepo } from './imports.repo';
import { readSheet } from './sheet-reader';
import type { ImportPlan } from './plan';
import { planStudentImport } from './student-import';
import { planSubjectImport } from './subject-import';
import { planAllocationImport } from './allocation-import';

export type ImportKind = 'students' | 'subjects' | 'allocations';

export interface Upload {
  fileName: string;
  buffer: Buffer;
}

const RACE =
  'Another change stored some of these rows meanwhile; nothing was imported. Upload the file again.';

function report(upload: Upload, sha256: string, plan: ImportPlan<unknown>, created: number) {
  const answer: ImportReport = {
    fileName: upload.fileName,
    sha256,
    rows: plan.rows,
    valid: plan.inserts.length,
    skipped: plan.skipped,
    created,
    errors: plan.errors,
    ignoredColumns: plan.ignoredColumns,
  };
  return answer;
}

/** Preview and all-or-nothing commit of a students or subjects file of the Admin's department. */
export class ImportsService {
  constructor(private readonly db: Kysely<DB>) {}

  async run(kind: ImportKind, admin: AuthStaff, upload: Upload, commit: boolean, now: Date) {
    const sheet = await readSheet(upload.buffer, upload.fileName);
    const sha256 = createHash('sha256').update(upload.buffer).digest('hex');
    const planners = {
      students: planStudentImport,
      subjects: planSubjectImport,
      allocations: planAllocationImport,
    };
    const plan = (repo: ImportsRepo): Promise<ImportPlan<unknown>> =>
      planners[kind](repo, admin, sheet, now);
    if (!commit) return report(upload, sha256, await plan(new ImportsRepo(this.db)), 0);
    try {
      // Checked again inside the transaction, so the rows stored are the rows just validated.
      return await this.db.transaction().execute(async (trx) => {
        const repo = new ImportsRepo(trx);
        const checked = await plan(repo);
        if (checked.errors.length > 0 || checked.inserts.length === 0)
          return report(upload, sha256, checked, 0);
        if (kind === 'students') await repo.insertStudents(checked.inserts as never);
        else if (kind === 'subjects') await repo.insertSubjects(checked.inserts as never);
        else await repo.insertAllocations(checked.inserts as never);
        const created = checked.inserts.length;
        await writeAudit(trx, now, {
          staffId: admin.id,
          action: 'import',
          entity: kind,
          details: {
            // Who the imports list shows: the Admin, or the API token acting for them.
            by: madeBy(admin),
            department: admin.department,
            fileName: upload.fileName,
            sha256,
            rows: checked.rows.length,
            created,
            skipped: checked.skipped,
          },
        });
        return report(upload, sha256, checked, created);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(RACE, 'IMPORT_RACE');
      throw error;
    }
  }
}
