import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/types';
import type { Classroom } from './factories/classroom';

/** One operation of the served OpenAPI document, with a concrete address. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As documented: `/api/staff/{staffId}/approve`. */
  path: string;
  /** Path and query, the parameters filled in. */
  url: string;
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}

/**
 * Every operation of the document the server serves (so a new route joins the tests built on
 * it by itself), each path parameter and required query parameter filled by `value`.
 */
export async function documentedOperations(
  app: FastifyInstance,
  value: (name: string, method: Operation['method']) => string,
): Promise<Operation[]> {
  const spec = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
  };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([lower, operation]) => {
      const method = lower.toUpperCase() as Operation['method'];
      const url = path.replace(/\{(\w+)\}/g, (_all, name: string) => value(name, method));
      const query = (operation.parameters ?? [])
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => `${p.name}=${encodeURIComponent(value(p.name, method))}`)
        .join('&');
      return { method, path, url: query ? `${url}?${query}` : url };
    }),
  );
}

/** Parameter values that name the classroom's batch, subject, first student and teacher. */
export async function classroomValues(
  db: Kysely<DB>,
  room: Classroom,
): Promise<(name: string) => string> {
  const { batch } = await db
    .selectFrom('subjects')
    .select('batch')
    .where('id', '=', room.subjectId)
    .executeTakeFirstOrThrow();
  const values: Record<string, string> = {
    batch,
    year: '2',
    semester: '3',
    reason: 'left',
    registerNumber: room.registerNumbers[0]!,
    subjectID: String(room.subjectId),
    subjectId: String(room.subjectId),
    staffID: String(room.teacher.staff.staffID),
    staffId: String(room.teacher.staff.staffID),
    date: '2026-03-10',
    from: '2026-03-09',
    to: '2026-03-14',
  };
  return (name) => values[name] ?? '1';
}
