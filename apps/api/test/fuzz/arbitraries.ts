import fc from 'fast-check';
import type { RouteSpec } from './routes';

const INJECTIONS = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE attendance; --',
  '" OR ""="',
  "'); DELETE FROM staff; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '\u0000',
  'A\u0000B',
  '\uD800',
  '\u202E\u0041',
  '𝕊𝕆𝕊 😀',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '0',
  '1e309',
  '0x1F',
  ' 1 ',
  '1.5',
  '99999999999999999999',
  '2147483648',
  'true',
  '',
  ' ',
  'all',
  'ALL',
  'ECE',
  'cse',
  'Admin',
  'P',
  '2026-02-30',
  '2026-03-10',
  '0000-00-00',
];

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 20_000 }).map((n) => 'Z'.repeat(n)) },
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.integer({ min: -3, max: 60 }),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 53 + 2, 1e308, -0, 0.5),
);

export function hostileValue(known: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 3, arbitrary: known },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** An object with some of the route's fields (and some it never reads), every value hostile. */
export function hostileObject(fields: string[], known: fc.Arbitrary<unknown>) {
  const extra = ['id', 'active', 'staffCode', 'ownerDepartment', '__proto__', 'constructor'];
  return fc
    .tuple(
      fc.subarray([...fields, ...extra]),
      fc.array(hostileValue(known), { minLength: 16, maxLength: 16 }),
    )
    .map(([keys, values]) => {
      const body: Record<string, unknown> = {};
      // defineProperty, so '__proto__' becomes a real key of the JSON sent
      keys.forEach((key, i) =>
        Object.defineProperty(body, key, { value: values[i], enumerable: true, writable: true }),
      );
      return body;
    });
}

const RAW_BODIES = [
  '{"a":',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '[',
  'null',
  '"text"',
  '1e999999',
  '{"a":1,"a":2}',
  '\u0000',
  '{"email":"a@b.c"}'.repeat(3),
];

export type Payload = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

export function hostileBody(route: RouteSpec, known: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> {
  const fields = route.body ?? ['id', 'department'];
  const object = hostileObject(fields, known);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: route.list
        ? fc
            .array(object, { minLength: 0, maxLength: 4 })
            .map((value) => ({ kind: 'json', value }) as Payload)
        : object.map((value) => ({ kind: 'json', value }) as Payload),
    },
    {
      weight: 2,
      arbitrary: hostileValue(known).map((value) => ({ kind: 'json', value }) as Payload),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.constantFrom(...RAW_BODIES), fc.string({ maxLength: 40 }))
        .map((text) => ({ kind: 'raw', text }) as Payload),
    },
  );
}

export const hostileContentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/json; charset=utf-16',
      'application/xml',
      'application/json-patch+json',
    ),
  },
);

/** A path id: real ids of this and other scopes, edge numbers, and text that is no id at all. */
export function hostilePathId(knownIds: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...knownIds).map(String),
    fc.integer({ min: -2, max: 80 }).map(String),
    fc.constantFrom('0', '1.5', '1e3', '0x10', '2147483648', '99999999999999999999', '%zz'),
    fc.constantFrom('%00', '%27%20OR%201%3D1', '..%2F..%2Fetc', '1%3BDROP', '%F0%9F%92%A9'),
    // Buffer round trip: a lone surrogate becomes U+FFFD, which encodeURIComponent accepts
    hostileString.map((text) => encodeURIComponent(Buffer.from(text.slice(0, 200)).toString())),
  );
}

/** A query string with some of the route's keys, some repeated (arrays) and some unknown. */
export function hostileQuery(route: RouteSpec, known: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const keys = [...(route.query ?? []), 'id', 'department', '__proto__'];
  const value = fc.oneof(hostileString, hostileNumber.map(String), known.map(String));
  return fc
    .array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 6 })
    .map((pairs) =>
      new URLSearchParams(
        pairs.map(([k, v]): [string, string] => [k, v.slice(0, 3000)]),
      ).toString(),
    );
}
