import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const METHODS: readonly Method[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/**
 * A route's request logger made only when a line at an enabled level is written (issue 56).
 * Fastify makes a pino child with the request id for every request, which cost a load
 * balancer's probe of `GET /api/health` about as much as the rest of its answer, though its one
 * line is at debug (plugins/security.ts) and so is written only when the server logs at debug.
 * Every line that is written carries the request id as before.
 */
export function lazyChildLogger(
  this: unknown,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  // The server's logger is pino's (app.ts), which says whether a level is written.
  const enabled = (level: Method) =>
    (logger as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled(level);
  let child: FastifyBaseLogger | undefined;
  const made = () => (child ??= logger.child(bindings, options));
  const lazy = {
    get level() {
      return child?.level ?? options.level ?? logger.level;
    },
    set level(level: string) {
      made().level = level;
    },
    silent: () => undefined,
    child: (more: Bindings, moreOptions?: ChildLoggerOptions) => made().child(more, moreOptions),
  } as Record<string, unknown>;
  for (const method of METHODS) {
    lazy[method] = (...args: unknown[]) => {
      if (!child && !enabled(method)) return;
      (made()[method] as (...a: unknown[]) => void)(...args);
    };
  }
  return lazy as unknown as FastifyBaseLogger;
}
