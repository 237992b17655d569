import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@attendance/domain';

/** Serves the built web app, answering index.html for its client-side routes; /api stays JSON. */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;
  if (root) {
    // preCompressed: the .br/.gz files the web build writes beside each asset (issue 14).
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: 'index.html',
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (root && wantsPage) return reply.sendFile('index.html');
    return reply.code(404).send({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
  });
}
