import { WorkerConnection, type ConnectionEvents } from './connection.ts';
import type { DatabaseUnavailableError } from './errors.ts';
import type { WorkerInit } from './protocol.ts';

/** Where worker failures are reported: the server passes its pino logger, which has this shape. */
export type DatabaseLog = { error: (fields: { err: unknown }, message: string) => void; info: (message: string) => void };

const consoleLog: DatabaseLog = {
  error: ({ err }, message) => console.error(message, err),
  info: (message) => console.log(message),
};

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 60_000;
/** A worker that ran this long before dying starts the back-off again from the first delay. */
const STABLE_MS = 60_000;

/**
 * What the client hears: notifications, a new worker before it is used (to listen on its channels again), and
 * a worker that replaced a lost one once it is in use.
 */
export type RestarterHooks = Pick<ConnectionEvents, 'onNotification'> & {
  beforeUse: (connection: WorkerConnection) => Promise<void>;
  onRestarted: () => void;
};

/**
 * Keeps one working connection. A worker on a data directory that dies is replaced (PGlite replays its WAL, as
 * after kill -9), after 1 s and then twice as long each time it dies again soon, up to a minute; an in-memory
 * database cannot be brought back, so it stays down (every statement answers 503) until the process restarts.
 */
export class Restarter {
  current: WorkerConnection | undefined;
  #init: WorkerInit;
  #log: DatabaseLog = consoleLog;
  #closed = false;
  #timer: NodeJS.Timeout | undefined;
  #restarting: Promise<void> | undefined;
  #delayMs = FIRST_DELAY_MS;
  #startedAt = 0;
  #hooks: RestarterHooks;

  constructor(init: WorkerInit, hooks: RestarterHooks) {
    this.#init = init;
    this.#hooks = hooks;
  }

  logTo(log: DatabaseLog): void {
    this.#log = log;
  }

  /** Opens a worker and makes it current; rejects (with the thread stopped) if PGlite cannot open. */
  async start(): Promise<void> {
    const connection: WorkerConnection = new WorkerConnection(this.#init, {
      onLost: (lost) => this.#onLost(connection, lost),
      onNotification: this.#hooks.onNotification,
    });
    try {
      await connection.ready;
      await this.#hooks.beforeUse(connection);
    } catch (error) {
      await connection.worker.terminate();
      throw error;
    }
    this.current = connection;
    this.#startedAt = Date.now();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#restarting;
    const connection = this.current;
    this.current = undefined;
    await connection?.close();
  }

  #onLost(connection: WorkerConnection, error: DatabaseUnavailableError) {
    if (this.current === connection) this.current = undefined;
    if (this.#closed) return;
    if (!this.#init.dataDir) {
      this.#log.error({ err: error }, 'The database worker stopped; an in-memory database cannot be reopened');
      return;
    }
    if (Date.now() - this.#startedAt >= STABLE_MS) this.#delayMs = FIRST_DELAY_MS;
    this.#log.error({ err: error }, `The database worker stopped; reopening the database in ${this.#delayMs / 1000} s`);
    this.#schedule();
  }

  #schedule() {
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#restarting = this.#restart().finally(() => (this.#restarting = undefined));
    }, this.#delayMs);
    // Other work (the HTTP server) keeps the process alive; a pending restart alone should not.
    this.#timer.unref();
    this.#delayMs = Math.min(this.#delayMs * 2, MAX_DELAY_MS);
  }

  async #restart() {
    try {
      await this.start();
      this.#log.info('The database worker was restarted and the database reopened');
      this.#hooks.onRestarted();
    } catch (error) {
      if (this.#closed) return;
      this.#log.error({ err: error }, `The database could not be reopened; trying again in ${this.#delayMs / 1000} s`);
      this.#schedule();
    }
  }
}
