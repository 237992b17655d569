/**
 * Bytes handed over as they are made (`push`, then `end` or `fail`) and taken in that order by
 * one reader, who may start before or after they come: a View page's chunks, made while the
 * database still sends the page, are written out while the rest is made. A failure is thrown
 * to the reader only, once it has taken what came before; one never read is no unhandled
 * rejection.
 */
export class ChunkQueue implements AsyncIterable<Uint8Array> {
  #chunks: Uint8Array[] = [];
  #ended = false;
  #failure: { error: unknown } | undefined;
  #wake: (() => void) | undefined;
  #onEnded: (() => void)[] = [];

  push(chunk: Uint8Array): void {
    this.#chunks.push(chunk);
    this.#wakeReader();
  }

  end(): void {
    this.#ended = true;
    this.#wakeReader();
    this.#settled();
  }

  fail(error: unknown): void {
    this.#failure = { error };
    this.#wakeReader();
    this.#settled();
  }

  /** Calls `then` once every chunk has come (or the making failed), read or not. */
  whenEnded(then: () => void): void {
    if (this.#ended || this.#failure) then();
    else this.#onEnded.push(then);
  }

  #settled(): void {
    for (const then of this.#onEnded.splice(0)) then();
  }

  /** A queue that `fill` pushes into, ended when it resolves and failed when it rejects. */
  static filledBy(fill: (queue: ChunkQueue) => Promise<void>): ChunkQueue {
    const queue = new ChunkQueue();
    fill(queue).then(
      () => queue.end(),
      (error: unknown) => queue.fail(error),
    );
    return queue;
  }

  /** A queue of `made`'s one answer, once it comes. */
  static of(made: Promise<Uint8Array>): ChunkQueue {
    return ChunkQueue.filledBy(async (queue) => {
      const bytes = await made;
      if (bytes.length > 0) queue.push(bytes);
    });
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array> {
    for (;;) {
      const chunk = this.#chunks.shift();
      if (chunk) yield chunk;
      else if (this.#failure) throw this.#failure.error;
      else if (this.#ended) return;
      else await new Promise<void>((wake) => (this.#wake = wake));
    }
  }

  #wakeReader(): void {
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }
}
