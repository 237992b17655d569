import { Readable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { declaredCodes } from '../src/lib/responses';

type Declared = z.ZodType | { content: Record<string, { schema: z.ZodType }> };

/** The route's declared answer for this status (exact, then 2xx/4xx/5xx, then default). */
function declaredAnswer(request: FastifyRequest, status: number): Declared | undefined {
  const response = request.routeOptions.schema?.response as Record<string, Declared> | undefined;
  if (!response) return undefined;
  return response[status] ?? response[`${String(status)[0]}xx`] ?? response.default;
}

function schemaFor(answer: Declared, reply: FastifyReply): z.ZodType | undefined {
  if (answer instanceof z.ZodType) return answer;
  const type = String(reply.getHeader('content-type') ?? '').split(';')[0]!;
  return answer.content[type]?.schema;
}

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

/**
 * Checks every answer the suite receives against the operation's declared schema for its
 * status: a status without a declared answer, a body the schema refuses, a field the
 * serializer would drop, an error code the document does not list, or a file in an undeclared
 * media type. The test helper fails the suite with the list at close.
 */
export function watchContract(app: FastifyInstance): string[] {
  const problems: string[] = [];
  const checked = new WeakSet<FastifyRequest>();
  const routed = (request: FastifyRequest) =>
    request.routeOptions.url?.startsWith('/api/') &&
    !request.routeOptions.url.startsWith('/api/docs');
  const check = (request: FastifyRequest, reply: FastifyReply, payload: unknown, raw: boolean) => {
    const where = `${request.method} ${request.routeOptions.url} → ${reply.statusCode}`;
    const answer = declaredAnswer(request, reply.statusCode);
    if (!answer) return problems.push(`${where}: no answer declared for this status`);
    const schema = schemaFor(answer, reply);
    if (!schema) {
      return problems.push(
        `${where}: media type ${String(reply.getHeader('content-type'))} not declared`,
      );
    }
    const result = z.safeEncode(schema, payload as never);
    if (!result.success) {
      const issue = result.error.issues[0];
      return problems.push(`${where}: ${issue?.path.join('.')} ${issue?.message}`);
    }
    if (raw && !isDeepStrictEqual(plain(payload), plain(result.data))) {
      problems.push(`${where}: the schema drops fields the route sends`);
    }
    const codes = declaredCodes(schema);
    const code = (payload as { code?: unknown } | null)?.code;
    if (codes && !codes.includes(String(code))) {
      problems.push(`${where}: code ${String(code)} is not among the declared ${codes.join(', ')}`);
    }
  };
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (routed(request)) {
      checked.add(request);
      check(request, reply, payload, true);
    }
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!routed(request) || checked.has(request)) return payload;
    const answer = declaredAnswer(request, reply.statusCode);
    if (answer && !(answer instanceof z.ZodType)) {
      // A file: its media type must be declared; its bytes are not JSON to check.
      const type = String(reply.getHeader('content-type') ?? '').split(';')[0]!;
      if (!answer.content[type]) {
        problems.push(`${request.method} ${request.routeOptions.url}: ${type} not declared`);
      }
      return payload;
    }
    // JSON sent as text or bytes (built by the database or a report worker), streamed (View
    // Attendance), or by the error handler. A stream is read whole here and sent on as bytes.
    if (payload instanceof Readable) payload = Buffer.concat(await payload.toArray());
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
    check(request, reply, typeof text === 'string' ? JSON.parse(text) : text, false);
    return payload;
  });
  return problems;
}
