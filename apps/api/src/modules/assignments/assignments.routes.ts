import type { FastifyInstance } from 'fastify';

export async function assignmentRoutes(_app: FastifyInstance): Promise<void> {}
