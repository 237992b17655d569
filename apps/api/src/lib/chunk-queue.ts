/**
 * Bytes handed over as they are made (`push`, then `end` or `fail`) and taken in that order by
 * one reader, who may start before or after they come: a View's chunks, made while the
 * database still sends its rows, are written out while the rest is made. A failure is thrown
 * to the reader only, once it has taken what came before; one never read is no unhandled
 * rejection. With `holdAbove`, a reader slower than the maker holds the maker back, so the bytes
 * waiting here stay bounded.
 */
export class ChunkQueue implements AsyncIterable<Uint8Array> {
  #chunks: Uint8Array[] = [];
  #ended = false;
  #failure: { error: unknown } | undefined;
  #wake: (() => void) | undefined;
  #onEnded: (() => void)[] = [];
  /** Bytes pushed and not yet taken. */
  #unread = 0;
  #holder: { limit: number; hold: () => void; release: () => void } | undefined;
  #held = false;
  #abandoned = false;

  push(chunk: Uint8Array): void {
    if (this.#abandoned) return;
    this.#chunks.push(chunk);
    this.#unread += chunk.length;
    const holder = this.#holder;
    if (holder && !this.#held && this.#unread > holder.limit) {
      this.#held = true;
      holder.hold();
    }
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

  /**
   * Once more than `limit` bytes wait unread, `hold` is called (the maker stops), and `release`
   * once the reader has taken them down to half of it, or has left. The last holder given counts.
   */
  holdAbove(limit: number, hold: () => void, release: () => void): void {
    this.#releaseHeld();
    this.#holder = { limit, hold, release };
  }

  /** The reader has left: what waits is dropped, and what comes after; a held maker goes on. */
  abandon(): void {
    this.#abandoned = true;
    this.#chunks = [];
    this.#unread = 0;
    this.#releaseHeld();
  }

  #releaseHeld(): void {
    if (!this.#held) return;
    this.#held = false;
    this.#holder?.release();
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
      if (chunk) {
        this.#taken(chunk.length);
        yield chunk;
      } else if (this.#failure) throw this.#failure.error;
      else if (this.#ended) return;
      else await new Promise<void>((wake) => (this.#wake = wake));
    }
  }

  #taken(bytes: number): void {
    this.#unread -= bytes;
    if (this.#held && this.#unread <= (this.#holder?.limit ?? 0) / 2) this.#releaseHeld();
  }

  #wakeReader(): void {
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }
}
