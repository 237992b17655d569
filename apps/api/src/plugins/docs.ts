import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { IMPORT_LIMITS } from '@attendance/domain';
import { declaredCodes } from '../lib/responses';
import type { RouteAccess } from '../lib/route-access';

type Transform = typeof jsonSchemaTransform;
type Schema = Record<string, unknown> & { response?: Record<string, unknown> };

const RETRY_AFTER = {
  'Retry-After': {
    type: 'integer',
    minimum: 1,
    description: `Seconds to wait before trying again (an import told to wait: ${IMPORT_LIMITS.retryAfterSeconds}).`,
  },
};

/**
 * What the zod schemas cannot say, added to each operation: the schemes a signed-in call takes
 * (the session cookie always; a Bearer token with the scope it needs, when tokens may make the
 * call) and the Retry-After header of every 429. A call is signed in when it declares the
 * UNAUTHORIZED refusal (staffRefusals).
 */
const withSecurity: Transform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const schema = transformed.schema as Schema | undefined;
  if (!schema || schema.hide) return transformed;
  const response = schema.response ?? {};
  const tooMany = response['429'] as Schema | undefined;
  if (tooMany) response['429'] = { ...tooMany, headers: RETRY_AFTER };
  const refusals = (document.schema as Schema | undefined)?.response ?? {};
  const signedIn = declaredCodes(refusals['401'])?.includes('UNAUTHORIZED');
  if (!signedIn) return transformed;
  // A student's or parent's own call (issue 50) names its own cookie, and no token makes it.
  if ((schema.security as Record<string, unknown>[] | undefined)?.some((s) => 'family' in s)) {
    return transformed;
  }
  // The scope the route declares, the one the token check itself lets in (lib/route-access.ts).
  const access = (document.route.config as { access?: RouteAccess } | undefined)?.access;
  const scope = access?.token ?? null;
  const security: Record<string, string[]>[] = [{ session: [] }];
  if (scope) security.push({ bearer: [scope] });
  const says = scope
    ? `API token: scope ${scope}.`
    : 'Session only: API tokens may not make this call.';
  const description = [schema.description, says].filter(Boolean).join('\n\n');
  return { ...transformed, schema: { ...schema, security, description } };
};

/** The named schemas (CumulativeByYear…) as answered; the request-side copies no call uses go. */
const namedSchemas: typeof jsonSchemaTransformObject = (document) => {
  const object = jsonSchemaTransformObject(document) as ReturnType<
    typeof jsonSchemaTransformObject
  > & { components?: { schemas?: Record<string, unknown> } };
  const schemas = object.components?.schemas ?? {};
  const inputs = Object.keys(schemas).filter((name) => name.endsWith('Input'));
  const answers = Object.entries(schemas).filter(([name]) => !inputs.includes(name));
  const used = JSON.stringify([object.paths ?? {}, answers]);
  for (const name of inputs) if (!used.includes(`/${name}"`)) delete schemas[name];
  return object;
};

/** OpenAPI of every route, generated from the zod schemas, browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: a Bearer requirement may name the token scope it needs (3.0 allows scopes for OAuth only).
      openapi: '3.1.0',
      info: {
        title: 'Campus attendance portal API',
        description:
          'Every call of the spec, section 7, plus documented extensions. Signed-in calls take ' +
          'the portal_session cookie set by POST /api/auth/login, or, for scripts, ' +
          '`Authorization: Bearer <API token>` (Admin → API tokens): a token acts as its Admin ' +
          "within the token's scope (read: the GET calls; read+import: the import calls too), " +
          'and each operation names the scope it needs. Errors answer { message, code }; a 429 ' +
          'says in Retry-After how many seconds to wait.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
          family: { type: 'apiKey', in: 'cookie', name: 'portal_family' },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API token made by an Admin; its scope is read or read+import.',
          },
        },
      },
    },
    transform: withSecurity,
    transformObject: namedSchemas,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
