import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, json, type TestApp } from '../helpers';
import { signUp, type SignedInStaff } from '../factories/staff';
import { scratchDirs } from '../scratch-dirs';

const run = promisify(execFile);
const bin = (path: string) => resolve(import.meta.dirname, '../../../../node_modules', path);

interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** What a college's IT writes against the generated types: a Bearer call, no cast anywhere. */
const CLIENT = `import type { components, paths } from './api.js';

type Cumulative = paths['/api/attendance/cumulative']['get'];
type Answer = Cumulative['responses'][200]['content']['application/json'];
type Query = Cumulative['parameters']['query'];

export async function cumulativeLines(base: string, token: string, query: Query) {
  const response = await fetch(\`\${base}/api/attendance/cumulative?date=\${query.date}\`, {
    headers: { authorization: \`Bearer \${token}\` },
  });
  const answer: Answer = await response.json();
  const lines: string[] = [];
  for (const [department, years] of Object.entries(answer.data))
    for (const [year, semesters] of Object.entries(years))
      for (const [semester, batches] of Object.entries(semesters))
        for (const [batch, subjects] of Object.entries(batches))
          for (const [code, subject] of Object.entries(subjects))
            for (const student of subject.students)
              lines.push(
                \`\${department} \${year}/\${semester} \${batch} \${code} \${subject.subjectName}: \` +
                  \`\${student.registerNumber} P\${student.period} \${student.status}\`,
              );
  return lines;
}

export const oneYear: components['schemas']['CumulativeByYear'] = { '3': {} };
// @ts-expect-error a subject's name is text: the generated types are not \`any\`
export const wrong: components['schemas']['CumulativeSubject']['subjectName'] = 5;
`;

describeEachDatabase('the OpenAPI document for a generated client (issue 54)', (kind) => {
  let t: TestApp;
  let admin: SignedInStaff;
  let document: Document;
  const scratch = scratchDirs('openapi-client-');

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signUp(t.app, 'Admin', 'CSE');
    document = json<Document>(await t.app.inject({ url: '/api/docs/json' }));
  });
  afterAll(async () => t.close());

  const operation = (path: string, method: string) => document.paths[path]![method]!;

  it('declares the session and the Bearer token with the scope each signed-in call needs', () => {
    expect(operation('/api/attendance/cumulative', 'get').security).toEqual([
      { session: [] },
      { bearer: ['read'] },
    ]);
    expect(operation('/api/students/import', 'post').security).toEqual([
      { session: [] },
      { bearer: ['read+import'] },
    ]);
    expect(operation('/api/tokens', 'get').security).toEqual([{ session: [] }]);
    expect(operation('/api/admin/students', 'post').security).toEqual([{ session: [] }]);
    expect(operation('/api/auth/login', 'post').security).toBeUndefined();
    const lacking: string[] = [];
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        // A student's or parent's own call (issue 50) takes its own cookie, and no token.
        const family = op.security?.some((scheme) => 'family' in scheme) ?? false;
        const signedIn =
          !family && JSON.stringify(op.responses['401'] ?? {}).includes('UNAUTHORIZED');
        if (signedIn && !op.security?.some((scheme) => 'session' in scheme))
          lacking.push(`${where}: no security`);
        // The token list, and a leave certificate (issue 52: medical papers go to signed-in
        // people only), take no token.
        const tokenless = path.startsWith('/api/tokens') || path.endsWith('/certificate');
        if (method === 'get' && signedIn && !tokenless)
          if (!op.security?.some((scheme) => scheme.bearer?.[0] === 'read'))
            lacking.push(`${where}: no Bearer token of scope read`);
        if (op.responses['429'] && !op.responses['429'].headers?.['Retry-After'])
          lacking.push(`${where}: a 429 without Retry-After`);
      }
    expect(lacking).toEqual([]);
  });

  it('answers the scopes it declares: a read token reads, and may not import', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: admin.cookie },
      payload: { name: 'ERP pull', scope: 'read' },
    });
    const bearer = { authorization: `Bearer ${json<{ secret: string }>(made).secret}` };
    const read = await t.app.inject({
      url: '/api/attendance/cumulative?date=2026-03-10',
      headers: bearer,
    });
    expect(read.statusCode).toBe(200);
    expect(json(read)).toEqual({ data: {} });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/students/import',
      headers: bearer,
    });
    expect(imported.statusCode).toBe(403);
    expect(json(imported).code).toBe('TOKEN_SCOPE');
  });

  it('gives openapi-typescript types a Bearer call typechecks against, reading the nesting without a cast', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
    await run(process.execPath, [
      bin('openapi-typescript/bin/cli.js'),
      join(dir, 'openapi.json'),
      '-o',
      join(dir, 'api.d.ts'),
    ]);
    writeFileSync(join(dir, 'client.ts'), CLIENT);
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noUncheckedIndexedAccess: true,
          noEmit: true,
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          types: [],
          skipLibCheck: true,
        },
        files: ['client.ts', 'api.d.ts'],
      }),
    );
    expect(CLIENT).not.toMatch(/\bas\b|<any>|\bany\b(?!`)/);
    const checked = await run(process.execPath, [bin('typescript/bin/tsc'), '-p', dir]).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    expect(checked).toBe('');
  }, 120_000);
});
