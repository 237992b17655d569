import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ImportMappingQuery, ImportReport } from '@attendance/domain';
import type { DB } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { writeAudit } from '../../db/audit';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { madeBy, type AuthStaff } from '../../lib/auth-staff';
import { ImportsRepo } from './imports.repo';
import { readSheet } from './sheet-reader';
import { emptyPlan, type ImportPlan } from './plan';
import { planStudentImport } from './student-import';
import { planSubjectImport } from './subject-import';
import { planAllocationImport } from './allocation-import';
import {
  auditedMapping,
  headerTestOf,
  resolveMapping,
  type ImportKind,
  type ResolvedMapping,
} from './mapping';

export type { ImportKind } from './mapping';

export interface Upload {
  fileName: string;
  buffer: Buffer;
}

export const RACE =
  'Another change stored some of these rows meanwhile; nothing was imported. Upload the file again.';

function report(
  upload: Upload,
  sha256: string,
  plan: ImportPlan<unknown>,
  created: number,
  mapping: ResolvedMapping,
) {
  const answer: ImportReport = {
    fileName: upload.fileName,
    sha256,
    rows: plan.rows,
    valid: plan.inserts.length,
    skipped: plan.skipped,
    created,
    errors: plan.errors,
    ignoredColumns: plan.ignoredColumns,
    mapping: mapping.answer,
    normalised: plan.normalised,
  };
  return answer;
}

/** Preview and all-or-nothing commit of a students or subjects file of the Admin's department. */
export class ImportsService {
  constructor(private readonly db: Kysely<DB>) {}

  async run(
    kind: ImportKind,
    admin: AuthStaff,
    upload: Upload,
    query: ImportMappingQuery,
    now: Date,
  ) {
    const sheet = await readSheet(upload.buffer, upload.fileName, {
      isHeader: headerTestOf(kind),
      sheet: query.sheet,
      headerRow: query.headerRow,
      together: query.together,
    });
    const sha256 = createHash('sha256').update(upload.buffer).digest('hex');
    const file = { fileName: upload.fileName, sha256 };
    const planners = {
      students: planStudentImport,
      subjects: planSubjectImport,
      allocations: planAllocationImport,
    };
    const readWith = (repo: ImportsRepo) =>
      resolveMapping(repo, kind, admin.department, sheet, file, query);
    const plan = (repo: ImportsRepo, mapping: ResolvedMapping): Promise<ImportPlan<unknown>> =>
      planners[kind](repo, admin, { ...sheet, rows: mapping.rows }, mapping.map, now);
    if (!query.commit) {
      const repo = new ImportsRepo(this.db);
      const mapping = await readWith(repo);
      // Nothing is checked until every required field has a column or a value for the file.
      const checked =
        mapping.answer.missing.length > 0 ? emptyPlan(mapping.map) : await plan(repo, mapping);
      return report(upload, sha256, checked, 0, mapping);
    }
    try {
      // Checked again inside the transaction, so the rows stored are the rows just validated.
      return await this.db.transaction().execute(async (trx) => {
        const repo = new ImportsRepo(trx);
        const mapping = await readWith(repo);
        if (mapping.answer.missing.length > 0)
          throw new BadRequestError(lacking(mapping.answer.missing), 'BAD_HEADER');
        const checked = await plan(repo, mapping);
        if (checked.errors.length > 0 || checked.inserts.length === 0)
          return report(upload, sha256, checked, 0, mapping);
        if (kind === 'students') await repo.insertStudents(checked.inserts as never);
        else if (kind === 'subjects') await repo.insertSubjects(checked.inserts as never);
        else await repo.insertAllocations(checked.inserts as never);
        const created = checked.inserts.length;
        await repo.rememberMapping({
          department: admin.department,
          kind,
          headerSet: mapping.headerSet,
          headers: sheet.headers,
          fields: mapping.fields,
          staffId: admin.id,
          at: now.toISOString(),
        });
        await writeAudit(trx, now, {
          staffId: admin.id,
          action: 'import',
          entity: kind,
          details: {
            // Who the imports list shows: the Admin, or the API token acting for them.
            by: madeBy(admin),
            department: admin.department,
            fileName: upload.fileName,
            ...(sheet.csv ? {} : { sheets: sheet.sheetsRead }),
            sha256,
            rows: checked.rows.length,
            created,
            skipped: checked.skipped,
            mapping: auditedMapping(mapping),
          },
        });
        return report(upload, sha256, checked, created, mapping);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(RACE, 'IMPORT_RACE');
      throw error;
    }
  }
}

/** A commit without a column or a value for a required field: refused whole, as before. */
export const lacking = (headers: string[]) =>
  `The file lacks the column${headers.length > 1 ? 's' : ''} ${headers.map((h) => `"${h}"`).join(', ')}; choose the column that holds ${headers.length > 1 ? 'each' : 'it'} or download the template to see the headers.`;
