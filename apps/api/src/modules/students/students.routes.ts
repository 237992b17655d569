import type { FastifyInstance } from 'fastify';

export async function studentRoutes(_app: FastifyInstance): Promise<void> {}
