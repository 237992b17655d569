import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  importHistoryEntry,
  importMappingQuery,
  importRefusal,
  importReport,
  type ImportReport,
} from '@attendance/domain';
import { authorize, signedIn } from '../../lib/access';
import { answerTranslator } from '../languages';
import { BadRequestError } from '../../lib/errors';
import { fileAnswer, staffRefusals } from '../../lib/responses';
import { ImportGate } from './import-gate';
import { importHistory, IMPORT_HISTORY_LIMIT } from './import-history';
import { ImportsService, type ImportKind, type Upload } from './imports.service';
import { buildTemplate } from './templates';
import { TOKEN_IMPORT, TOKEN_READ } from '../../lib/route-access';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const NO_FILE = 'Choose an .xlsx or .csv file to upload (form field "file").';
export const FILE_TOO_LARGE = 'The file is over 5 MB; split it into smaller files.';

const tags = ['imports'];
export const IMPORT_REFUSALS = [
  'NO_FILE',
  'FILE_TOO_LARGE',
  'NO_HEADER',
  'BAD_HEADER',
  'TOO_MANY_ROWS',
  'NOT_A_SPREADSHEET',
  'BAD_CSV',
  'UNREADABLE_TEXT',
  'ZIP_BOMB',
  'NOT_XLSX',
  'MACRO_WORKBOOK',
  'TOO_MANY_COLUMNS',
  'CELL_TOO_LONG',
  'IMPORT_BUSY',
  'IMPORT_RACE',
  'UNKNOWN_SHEET',
  'BAD_MAPPING',
  'MAPPING_CHANGED',
  'MAPPING_NOT_PREVIEWED',
] as const;
const security = [{ session: [] }];

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  try {
    const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'file') throw new BadRequestError(NO_FILE, 'NO_FILE');
    const buffer = await file.toBuffer();
    return { fileName: file.filename.slice(0, 200), buffer };
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new BadRequestError(FILE_TOO_LARGE, 'FILE_TOO_LARGE');
    throw new BadRequestError(NO_FILE, 'NO_FILE');
  }
}

/**
 * Excel/CSV import of students and subjects into the Admin's own department. Multipart bodies
 * are parsed only inside this plugin: every other route keeps reading JSON alone.
 */
export async function importRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 4, parts: 5 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new ImportsService(app.db);
  const preValidation = authorize('Admin');
  const gate = new ImportGate();

  api.get(
    '/imports',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        security,
        summary: `The department's last ${IMPORT_HISTORY_LIMIT} stored imports, newest first, and who made each`,
        description:
          "by: the Admin's name, or 'TOKEN NAME (token of ADMIN EMAIL)' for an API token.",
        response: { 200: z.array(importHistoryEntry), ...staffRefusals() },
      },
      onRequest: preValidation,
    },
    async (request) => importHistory(app.db, signedIn(request).department),
  );

  for (const kind of ['students', 'subjects', 'allocations'] as ImportKind[]) {
    api.get(
      `/${kind}/import/template.xlsx`,
      {
        config: TOKEN_READ,
        schema: {
          tags,
          security,
          summary: `The .xlsx template of a ${kind} import`,
          response: { 200: fileAnswer(XLSX_TYPE, 'The template workbook'), ...staffRefusals() },
        },
        preValidation,
      },
      async (_request, reply) =>
        reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${kind}-import-template.xlsx"`)
          .send(await buildTemplate(kind)),
    );

    api.post(
      `/${kind}/import`,
      {
        config: TOKEN_IMPORT,
        schema: {
          tags,
          security,
          summary: `Previews (commit=false) or stores (commit=true) a ${kind} file`,
          description:
            'multipart/form-data with the field "file" (.xlsx or .csv, 5 MB, 10,000 rows, ' +
            '64 columns, 1,000 characters a cell; .xlsm, .xls, .ods refused). ' +
            'One import per Admin at a time and two on the campus: beyond, 429 with Retry-After. ' +
            'Answers { rows, valid, skipped, created, errors: [{ row, column, message }] }. ' +
            'A commit stores every new row in one transaction, or none: with any row error it ' +
            'answers 422 with the same report and stores nothing. ' +
            'The header row is the first of the first 20 rows naming enough known columns; ' +
            "`sheet` picks a sheet of a workbook. The report's `mapping` gives each column's " +
            "field (`columns` sends the client's own: fields in column order, comma-separated, " +
            'empty = ignore), the values a class-wise file lacks (`batch`, `year`, `semester`, ' +
            '`department`) and a `fingerprint`: a commit echoes it, and is refused (409 ' +
            'MAPPING_CHANGED) when its mapping or values differ from that preview; a commit with ' +
            'a mapping of its own and no fingerprint is refused (409 MAPPING_NOT_PREVIEWED). ' +
            'A .csv file may be UTF-8 (with or without BOM), UTF-16 with BOM or Windows-1252, ' +
            'comma, semicolon or tab separated: `mapping.csv` says which. `headerRow` picks the ' +
            'header row; `together=true` reads every sheet with the same header row (`mapping.sheets` ' +
            "gives each one's rows) in one transaction. Rows under the header that are not taken " +
            'are in `mapping.setAside` with a reason: notRecord (totals, signatures), hidden ' +
            '(taken with `include`), excluded (by `exclude`); both list row references ' +
            '("5", or "2:5" for row 5 of the second sheet). Hidden columns are mapped only when chosen.',
          querystring: importMappingQuery,
          response: {
            200: importReport,
            201: importReport,
            ...staffRefusals(...IMPORT_REFUSALS),
            422: importRefusal,
          },
        },
        preValidation,
      },
      async (request, reply) => {
        const admin = signedIn(request);
        // Admitted before the file is read: a refused upload costs no memory.
        const leave = gate.enter(admin.id);
        let answer;
        const commit = request.query.commit;
        try {
          answer = await service.run(
            kind,
            admin,
            await readUpload(request),
            request.query,
            app.now(),
          );
        } finally {
          leave();
        }
        answer = spokenReport(answer, answerTranslator(request, app.config.campus));
        if (commit && answer.errors.length > 0) {
          return reply.code(422).send({
            message: `Nothing was imported: ${answer.errors.length} problem(s) in the file.`,
            code: 'IMPORT_HAS_ERRORS',
            ...answer,
          });
        }
        return reply.code(commit && answer.created > 0 ? 201 : 200).send(answer);
      },
    );
  }
}

/** The report's own words (row problems, the mapping's sentence, notes) in the person's language. */
function spokenReport(answer: ImportReport, say: (text: string) => string): ImportReport {
  return {
    ...answer,
    errors: answer.errors.map((problem) => ({ ...problem, message: say(problem.message) })),
    ...(answer.mapping && { mapping: { ...answer.mapping, message: say(answer.mapping.message) } }),
    ...(answer.normalised && {
      normalised: answer.normalised.map((item) => ({ ...item, note: say(item.note) })),
    }),
  };
}
