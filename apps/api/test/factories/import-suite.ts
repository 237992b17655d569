import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type DatabaseKind, type TestApp } from '../helpers';
import { signUp, type SignedInStaff } from './staff';
import { multipart } from './spreadsheets';

export interface ImportSuite {
  t: TestApp;
  admin: SignedInStaff;
}

/** An app on this engine with an Admin of CSE, made before the suite's tests, closed after. */
export function appWithAdmin(kind: DatabaseKind): ImportSuite {
  const suite = {} as ImportSuite;
  beforeAll(async () => {
    suite.t = await createTestApp(kind);
    suite.admin = await signUp(suite.t.app, 'Admin', 'CSE');
  });
  afterAll(async () => suite.t.close());
  return suite;
}

export type ImportQuery = Record<string, string | number | boolean>;

/** A file POSTed to an import by the suite's Admin, as the browser's form sends it. */
export function importUpload(
  suite: ImportSuite,
  what: 'students' | 'subjects',
  fileName: string,
  content: Buffer,
  query: ImportQuery = {},
) {
  const body = multipart(fileName, content);
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return suite.t.app.inject({
    method: 'POST',
    url: `/api/${what}/import?${search}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: suite.admin.cookie },
  });
}
