import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  importQuery,
  importRefusedDto,
  importReportDto,
  TIMETABLE_IMPORT_COLUMNS,
  timetableImportQuery,
} from '@attendance/domain';
import { authorize, signedIn } from '../../lib/access';
import { fileAnswer, staffRefusals } from '../../lib/responses';
import { IMPORT_REFUSALS, readUpload, XLSX_TYPE } from '../imports';
import { buildColumnsTemplate } from '../imports';
import { TimetableImport } from './timetable-import';
import { answerTranslator } from '../languages';
import { TOKEN_READ } from '../../lib/route-access';

const tags = ['week'];

/** The HOD's timetable import: the department's classes from one sheet, as the student import. */
export async function timetableImportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 4, parts: 5 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new TimetableImport(app.db, app.config);

  api.get(
    '/timetable/template.xlsx',
    {
      config: TOKEN_READ,
      schema: {
        tags,
        summary: 'The .xlsx template of a timetable import',
        response: {
          200: fileAnswer(XLSX_TYPE, 'The template workbook'),
          ...staffRefusals(),
        },
      },
      preValidation: authorize('HOD'),
    },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="timetable-import-template.xlsx"')
        .send(await buildColumnsTemplate(TIMETABLE_IMPORT_COLUMNS, 'Timetable')),
  );

  api.post(
    '/timetable/import',
    {
      schema: {
        tags,
        summary: 'Previews (commit=false) or stores (commit=true) the timetables of a file',
        description:
          'multipart/form-data with the field "file" (.xlsx or .csv): a row per class, day, period ' +
          'and subject code. effectiveFrom (default today) dates the new versions. A commit stores ' +
          'every changed class in one transaction or none (422 with the report); classes whose ' +
          "week is already the file's are skipped.",
        querystring: importQuery.extend(timetableImportQuery.shape),
        response: {
          200: importReportDto,
          201: importReportDto,
          ...staffRefusals(...IMPORT_REFUSALS),
          422: importRefusedDto,
        },
      },
      preValidation: authorize('HOD'),
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const { commit, effectiveFrom } = request.query;
      const report = await service.run(signedIn(request), upload, commit, effectiveFrom, app.now());
      const say = answerTranslator(request, app.config.campus);
      const answer = {
        ...report,
        errors: report.errors.map((e) => ({ ...e, message: say(e.message) })),
      };
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
