import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** The server's logger is pino's (app.ts), which says whether a level is written. */
interface LevelAware {
  isLevelEnabled(level: string): boolean;
}

/**
 * A request's logger that makes pino's child only when a line at an enabled level is written.
 * One object a request, its methods on the prototype: the closures of the first version (one
 * per method and level, 1.8 kB a request) were an eighth of what a probe allocated, and the
 * probe's young-generation collections a sixth of its CPU (docs/performance.md, `pg`).
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #made(): FastifyBaseLogger {
    return (this.#child ??= this.logger.child(this.bindings, this.options));
  }

  #write(method: Method, args: unknown[]): void {
    if (!this.#child && !(this.logger as unknown as LevelAware).isLevelEnabled(method)) return;
    (this.#made()[method] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.logger.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  silent(): void {}

  child(more: Bindings, moreOptions?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(more, moreOptions);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
}

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
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
