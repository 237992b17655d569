import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenDto,
  tokenCreateBody,
  tokenCreatedAnswer,
  tokenIdParams,
} from '@attendance/domain';
import { authorize, signedIn } from '../../lib/access';
import { staffRefusals } from '../../lib/responses';
import { TokensService } from './tokens.service';

const tags = ['tokens'];
const security = [{ session: [] }];

/** API tokens of the Admin's department; only a browser session manages them, never a token. */
export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new TokensService(app.db);
  const onRequest = authorize('Admin');

  api.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: "API tokens of the Admin's department (never their secrets), newest first",
        response: { 200: z.array(apiTokenDto), ...staffRefusals() },
      },
      onRequest,
    },
    async (request) => service.list(signedIn(request)),
  );

  api.post(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Creates an API token; its secret is in this answer only',
        description:
          "scope 'read' (default): the GET calls of the department; 'read+import': the import " +
          'calls too. expiresInDays: 90 by default, at most 366. Send the secret as ' +
          '`Authorization: Bearer <secret>`.',
        body: tokenCreateBody,
        response: { 201: tokenCreatedAnswer, ...staffRefusals() },
      },
      onRequest,
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(signedIn(request), request.body, app.now())),
  );

  api.delete(
    '/:tokenId',
    {
      schema: {
        tags,
        security,
        summary: 'Revokes an API token of the department at once',
        params: tokenIdParams,
        response: { 200: apiTokenDto, ...staffRefusals('NOT_FOUND') },
      },
      onRequest,
    },
    async (request) => service.revoke(signedIn(request), request.params.tokenId, app.now()),
  );
}
