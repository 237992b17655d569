import type { FastifyInstance } from 'fastify';

export async function allocationRoutes(_app: FastifyInstance): Promise<void> {}
