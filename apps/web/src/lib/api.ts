/** The one API client: JSON in and out, errors as ApiError with the server's message. */
import { currentLanguage, t } from './i18n/i18n';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Leave a 401 to the caller instead of signing the user out (sign-in, "who am I"). */
  allowUnauthorized?: boolean;
}

/** The domain's zod schema of a success answer, the one the server declares in its OpenAPI. */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

/**
 * A schema, or the import that brings it: the login page names its own by import
 * (lib/start-schemas.ts), so zod is not in its first file (issue 56). Asked for once the
 * answer is in.
 */
export type SchemaSource<T> = AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);

let onUnauthorized: () => void = () => {};

/** The session layer registers what a 401 means: clear the staff and go to /login. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A call whose answer is parsed with its schema, so the app reads only what the server declares. */
export async function api<T>(
  path: string,
  options: RequestOptions & { schema: SchemaSource<T> },
): Promise<T>;
/** A call whose answer the caller does not read. */
export async function api(path: string, options?: RequestOptions): Promise<unknown>;
export async function api<T>(
  path: string,
  options: RequestOptions & { schema?: SchemaSource<T> } = {},
): Promise<T | unknown> {
  const { method = 'GET', body, query, headers, signal, allowUnauthorized, schema } = options;
  const response = await fetch(buildUrl(path, query), {
    method,
    credentials: 'same-origin',
    signal,
    headers: {
      accept: 'application/json',
      // The person's language: the server answers its messages in it (issue 53).
      'accept-language': currentLanguage(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // A plain-text answer stays text.
  }
  if (!response.ok) {
    if (response.status === 401 && !allowUnauthorized) onUnauthorized();
    throw new ApiError(
      response.status,
      messageOf(data) ?? t('common.requestFailed', { status: response.status }),
      data,
    );
  }
  if (!schema) return data;
  return (typeof schema === 'function' ? await schema() : schema).parse(data);
}

/** The spec's reading of an answer: a string, else its message or error field. */
export function messageOf(data: unknown): string | undefined {
  if (typeof data === 'string' && data) return data;
  if (data && typeof data === 'object') {
    const { message, error } = data as { message?: unknown; error?: unknown };
    if (typeof message === 'string') return message;
    if (typeof error === 'string') return error;
  }
  return undefined;
}

/** The server's words when it sent some, else the spec's fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (messageOf(error.body) ?? fallback) : fallback;
}
