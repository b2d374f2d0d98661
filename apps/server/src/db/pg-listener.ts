import pg from 'pg';
import type { NotificationListener } from './pglite-worker/client.ts';
import type { DatabaseLog } from './pglite-worker/restarter.ts';

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 10_000;
/** How often the connection is asked a trivial question, to find one that died without a word (a failover). */
const PING_MS = 30_000;

/**
 * PostgreSQL's LISTEN for the whole process: it needs a connection of its own that stays open (a pooled one goes
 * back to the pool between statements). When that connection drops (a database restart, a network cut), it is
 * opened again after 0.25 s, then twice as long each time up to 10 s, and every listener hears `onReconnect`:
 * notifications sent meanwhile are lost, so it catches up from the data.
 */
export function createPgListener(connectionString: string, log: () => DatabaseLog) {
  const channels = new Map<string, Set<NotificationListener>>();
  let client: pg.Client | undefined;
  let opening: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = FIRST_DELAY_MS;
  let isClosed = false;

  const open = async (): Promise<pg.Client> => {
    const connection = new pg.Client({
      connectionString,
      application_name: 'mohalla-listen',
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: 5_000,
    });
    connection.on('notification', ({ channel, payload }) => {
      for (const listener of channels.get(channel) ?? []) listener.onPayload(payload ?? '');
    });
    connection.on('error', (error) => lose(connection, error));
    connection.on('end', () => lose(connection, new Error('The listening connection ended')));
    try {
      await connection.connect();
      for (const channel of channels.keys()) await connection.query(`LISTEN ${connection.escapeIdentifier(channel)}`);
    } catch (error) {
      void connection.end().catch(() => undefined);
      throw error;
    }
    client = connection;
    delayMs = FIRST_DELAY_MS;
    return connection;
  };

  function lose(connection: pg.Client, error: Error) {
    if (connection !== client) return;
    client = undefined;
    void connection.end().catch(() => undefined);
    if (isClosed) return;
    log().error({ err: error }, `The database's listening connection dropped; reconnecting in ${delayMs} ms`);
    schedule();
  }

  function schedule() {
    retry = setTimeout(() => {
      retry = undefined;
      opening = open()
        .then((connection) => {
          log().info('The database listening connection is back');
          for (const listeners of channels.values()) for (const listener of listeners) listener.onReconnect?.();
          return connection;
        })
        .catch((error: unknown) => {
          if (!isClosed) {
            log().error({ err: error }, `The database's listening connection could not be opened; trying again in ${delayMs} ms`);
            schedule();
          }
          throw error;
        })
        .finally(() => (opening = undefined));
      opening.catch(() => undefined);
    }, delayMs);
    retry.unref();
    delayMs = Math.min(delayMs * 2, MAX_DELAY_MS);
  }

  const ping = setInterval(() => {
    const connection = client;
    connection?.query('SELECT 1').catch((error: Error) => lose(connection, error));
  }, PING_MS);
  ping.unref();

  return {
    /** Resolves once listening (the first call opens the connection; a failure to open it rejects). */
    async listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
        try {
          if (client) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
          // While a reconnection is pending, it listens on every channel once it opens.
          else if (!retry) await (opening ??= open().finally(() => (opening = undefined)));
        } catch (error) {
          channels.delete(channel);
          throw error;
        }
      }
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        if (listeners.size > 0 || channels.get(channel) !== listeners) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async close(): Promise<void> {
      isClosed = true;
      clearTimeout(retry);
      clearInterval(ping);
      await opening?.catch(() => undefined);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}
