import { Worker } from 'node:worker_threads';
import { DatabaseUnavailableError, fromWireError, type QueryContext } from './errors.ts';
import type { RequestBody, WorkerInit, WorkerMessage } from './protocol.ts';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; context: QueryContext };

const ENTRY = new URL('./entry.mjs', import.meta.url);

/** What a connection reports: losing its thread, and each notification on a channel it listens on. */
export type ConnectionEvents = {
  onLost: (error: DatabaseUnavailableError) => void;
  onNotification: (channel: string, payload: string) => void;
};

/**
 * One worker thread holding one PGlite instance, and the requests waiting for its answers. When the thread
 * ends without being closed, every waiting request fails with DatabaseUnavailableError (503) and `onLost` is
 * called; the connection is then dead for good (the client decides whether to open another).
 */
export class WorkerConnection {
  readonly ready: Promise<void>;
  readonly worker: Worker;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #lost: Error | undefined;
  #opened = false;
  #closing = false;
  #crash: Error | undefined;

  constructor(init: WorkerInit, { onLost, onNotification }: ConnectionEvents) {
    this.worker = new Worker(ENTRY, { workerData: init });
    let markReady!: () => void;
    let markFailed!: (error: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => ((markReady = resolve), (markFailed = reject)));
    this.worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'ready') {
        this.#opened = true;
        markReady();
        // An idle worker must not keep the process alive (PGlite in the main thread did not); a waiting request does.
        if (this.#pending.size === 0) this.worker.unref();
      } else if (message.kind === 'failed') markFailed(fromWireError(message.error));
      else if (message.kind === 'notification') onNotification(message.channel, message.payload);
      else this.#settle(message);
    });
    this.worker.on('error', (error) => (this.#crash = error));
    this.worker.on('exit', (code) => {
      const lost = new DatabaseUnavailableError(`The database worker stopped (exit code ${code})`, { cause: this.#crash });
      this.#lost = lost;
      markFailed(lost);
      for (const pending of this.#pending.values()) pending.reject(lost);
      this.#pending.clear();
      // A worker that never opened is reported through `ready`; only losing a working one is news.
      if (this.#opened && !this.#closing) onLost(lost);
    });
  }

  request<T>(body: RequestBody, context: QueryContext = {}): Promise<T> {
    if (this.#lost) return Promise.reject(this.#lost);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      try {
        this.worker.postMessage({ ...body, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function, a class with private state) fails here, like a bad
        // parameter fails in PGlite.
        reject(error as Error);
        return;
      }
      if (this.#pending.size === 0) this.worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject, context });
    });
  }

  /** Closes PGlite in the worker (its shutdown checkpoint, so the next open needs no recovery), then the thread. */
  async close(): Promise<void> {
    if (this.#lost) return;
    this.#closing = true;
    try {
      await this.request({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }

  #settle(message: Extract<WorkerMessage, { kind: 'reply' }>) {
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.worker.unref();
    if (message.ok) pending.resolve(message.value);
    else pending.reject(fromWireError(message.error, pending.context));
  }
}
