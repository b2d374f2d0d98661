import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { WorkerConnection } from './connection.ts';
import { DatabaseUnavailableError } from './errors.ts';
import { toWireOptions } from './options.ts';
import type { WorkerInit } from './protocol.ts';
import { Restarter, type DatabaseLog } from './restarter.ts';

/** The part of PGlite's Transaction that drizzle uses (drizzle-orm/pglite/session.js), plus rollback. */
export type WorkerTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

/**
 * Who hears a channel's notifications. `onReconnect`: the worker was replaced, so notifications sent meanwhile
 * were lost; listening has resumed and the listener should catch up from the data.
 */
export type NotificationListener = { onPayload: (payload: string) => void; onReconnect?: () => void };

/** Channel names go into LISTEN as they are (PGlite does not quote them), so only plain lower-case names. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * PGlite in a worker thread, with the methods of PGlite this server uses: `query` and `transaction` (all that
 * drizzle's PGlite driver calls), `exec`, `listen` and `close`. Results and errors are those PGlite gives in the main thread.
 * A transaction holds PGlite's lock in the worker until its callback here ends, so other statements wait for it,
 * as they do in PGlite. With a data directory, a worker that dies is replaced (see Restarter); meanwhile
 * statements fail with DatabaseUnavailableError (503).
 */
export class PgliteWorkerClient {
  #restarter: Restarter;
  #channels = new Map<string, Set<NotificationListener>>();

  private constructor(init: WorkerInit) {
    this.#restarter = new Restarter(init, {
      onNotification: (channel, payload) => {
        for (const listener of this.#channels.get(channel) ?? []) listener.onPayload(payload);
      },
      // A replacement worker listens on the same channels before any statement reaches it.
      beforeUse: async (connection) => {
        for (const channel of this.#channels.keys()) await connection.request({ op: 'listen', channel });
      },
      onRestarted: () => {
        for (const listeners of this.#channels.values()) for (const listener of listeners) listener.onReconnect?.();
      },
    });
  }

  /** Starts the worker and opens the database in it (~5 s for PGlite). */
  static async open(init: WorkerInit): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(init);
    await client.#restarter.start();
    return client;
  }

  /** Where a dying worker and its restarts are reported (the console until the server's logger exists). */
  logTo(log: DatabaseLog): void {
    this.#restarter.logTo(log);
  }

  /** The thread in use, for tests that stop it; undefined while it is being replaced. */
  get worker() {
    return this.#restarter.current?.worker;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return attempt(() =>
      this.#connection().request({ op: 'query', sql, params, options: toWireOptions(options) }, { query: sql, params, options }),
    );
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return attempt(() => this.#connection().request({ op: 'exec', sql, options: toWireOptions(options) }, { query: sql, options }));
  }

  async transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const connection = this.#connection();
    const id = await connection.request<number>({ op: 'begin' });
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return connection.request<void>({ op: 'end', tx: id, commit });
    };
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
      return connection;
    };
    const tx: WorkerTransaction = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        attempt(() =>
          open().request<Results<R>>(
            { op: 'query', tx: id, sql, params, options: toWireOptions(options) },
            { query: sql, params, options },
          ),
        ),
      exec: (sql: string, options?: QueryOptions) =>
        attempt(() => open().request<Results[]>({ op: 'exec', tx: id, sql, options: toWireOptions(options) }, { query: sql, options })),
      rollback: () => attempt(() => (open(), end(false))),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      // The caller's error is the one that matters; a rollback that cannot reach a dead worker changes nothing.
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  /**
   * PostgreSQL's LISTEN: `listener` hears each NOTIFY committed on `channel` (by any statement of this database).
   * Resolves once listening; the returned function stops it.
   */
  async listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
    let listeners = this.#channels.get(channel);
    if (!listeners) {
      await this.#connection().request({ op: 'listen', channel });
      listeners = this.#channels.get(channel) ?? new Set();
      this.#channels.set(channel, listeners);
    }
    listeners.add(listener);
    return async () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.#channels.get(channel) !== listeners) return;
      this.#channels.delete(channel);
      // A worker that is gone or being replaced listens on nothing any more.
      await this.#restarter.current?.request({ op: 'unlisten', channel }).catch(() => undefined);
    };
  }

  /** Closes PGlite cleanly (no WAL recovery on the next start) and ends the thread. */
  close(): Promise<void> {
    return this.#restarter.close();
  }

  #connection(): WorkerConnection {
    const connection = this.#restarter.current;
    if (!connection) throw new DatabaseUnavailableError('The database is restarting');
    return connection;
  }
}

/** Option and connection errors reach the caller as rejections, as PGlite's own do. */
async function attempt<T>(work: () => Promise<T>): Promise<T> {
  return work();
}
