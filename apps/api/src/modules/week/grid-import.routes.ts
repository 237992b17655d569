import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  gridImportAnswer,
  gridImportQuery,
  gridImportRefusal,
  type GridImportAnswer,
} from '@attendance/domain';
import { authorize, signedIn } from '../../lib/access';
import { staffRefusals } from '../../lib/responses';
import { ImportGate } from '../imports';
import { IMPORT_REFUSALS, readUpload } from '../imports';
import { GridImport } from './grid-import';
import { TimetableService } from './timetable.service';
import { answerTranslator } from '../languages';

/** The HOD's import of timetable grids as colleges keep them (issue 58). */
export async function gridImportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 4, parts: 5 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new GridImport(
    app.db,
    new TimetableService(app.db, app.config),
    app.config.timezone,
  );
  const gate = new ImportGate();

  api.post(
    '/timetable/grid-import',
    {
      schema: {
        tags: ['week'],
        summary:
          'Previews (commit=false) or stores (commit=true) the timetable grids of a workbook',
        description:
          'multipart/form-data with the field "file" (.xlsx): one grid per class (days down, ' +
          "periods across), several on a sheet or one per sheet. Each grid's class is proposed " +
          'from its title rows or sheet name; `classes` (JSON, a class or null per grid in the ' +
          "preview's order) chooses them. Cells are matched to the class's subjects by code, " +
          'name, short name or an abbreviation: `abbreviations` (JSON, text to subject code) ' +
          'confirms those the preview lists as unknown, remembered for the department once ' +
          'imported. effectiveFrom (default today) dates the new weeks; a commit stores every ' +
          'grid in one transaction or none (422 with the answer), and echoes the fingerprint.',
        querystring: gridImportQuery,
        response: {
          200: gridImportAnswer,
          201: gridImportAnswer,
          ...staffRefusals(...IMPORT_REFUSALS),
          422: gridImportRefusal,
        },
      },
      preValidation: authorize('HOD'),
    },
    async (request, reply) => {
      const hod = signedIn(request);
      const leave = gate.enter(hod.id);
      let answer;
      try {
        answer = await service.run(hod, await readUpload(request), request.query, app.now());
      } finally {
        leave();
      }
      answer = spokenGrids(answer, answerTranslator(request, app.config.campus));
      if (request.query.commit && answer.errors.length > 0) {
        return reply.code(422).send({
          message: `Nothing was imported: ${answer.errors.length} problem(s) in the grids.`,
          code: 'IMPORT_HAS_ERRORS',
          ...answer,
        });
      }
      return reply.code(answer.created > 0 ? 201 : 200).send(answer);
    },
  );
}

/** The preview's problems and warnings, the file's and each cell's, in the person's language. */
function spokenGrids(answer: GridImportAnswer, say: (text: string) => string): GridImportAnswer {
  return {
    ...answer,
    errors: answer.errors.map(say),
    warnings: answer.warnings.map(say),
    grids: answer.grids.map((grid) => ({
      ...grid,
      cells: grid.cells.map((cell) => ({
        ...cell,
        errors: cell.errors.map(say),
        warnings: cell.warnings.map(say),
      })),
    })),
  };
}
