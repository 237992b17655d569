import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The limit of each read: a bare Fastify route (no hooks, no database, no logging) answering the
 * very JSON the real server answered, serialized again for every request as the server must.
 * POST /mark parses a submission's body like the server and answers its 201.
 */
const payloads = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Record<
  string,
  string
>;
const answers = Object.fromEntries(
  Object.entries(payloads).map(([name, text]) => [name, JSON.parse(text)]),
);

const app = Fastify({ bodyLimit: 512 * 1024 });
for (const name of ['view', 'cumulative', 'students', 'subjects']) {
  app.get(`/${name}`, async () => answers[name]);
}
app.post('/login', async () => answers.login);
app.post('/mark', async (_request, reply) => reply.code(201).send(answers.mark));
app.get('/ready', async () => ({ ready: true }));
// The limit of `GET /api/health`: the same answer, with nothing behind it.
app.get('/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
