import type { FastifyInstance } from 'fastify';

export async function subjectRoutes(_app: FastifyInstance): Promise<void> {}
