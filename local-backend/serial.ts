/**
 * PGlite has one connection, so the backend's REST transactions and the Edge Functions' wire-protocol
 * sessions take turns: one holder at a time, in arrival order.
 */
export class Serial {
  private tail: Promise<unknown> = Promise.resolve();

  /** Waits for the current holder, then holds until release() is called. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const turn = this.tail.then(() => release);
    this.tail = this.tail.then(() => held);
    return turn;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}
