import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { toWireError } from './errors.ts';
import type { WireQueryOptions, WorkerInit, WorkerMessage, WorkerRequest } from './protocol.ts';

/**
 * The PGlite instance, in its own thread: PostgreSQL's WebAssembly and PGlite's protocol parsing run here, so the
 * server's event loop stays free for HTTP. Requests come from ./connection.ts; PGlite itself serialises them (a
 * transaction holds its lock until it ends, and other statements wait for it).
 */
const port = parentPort!;
const init = workerData as WorkerInit;
const post = (message: WorkerMessage) => port.postMessage(message);

type OpenTransaction = { tx: Transaction; decide: (commit: boolean) => void; finished: Promise<void> };
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** Channels PGlite listens on, each with its way to stop; notifications go to the main thread as messages. */
const listening = new Map<string, () => Promise<void>>();

async function listen(pg: PGlite, channel: string): Promise<void> {
  if (listening.has(channel)) return;
  listening.set(channel, await pg.listen(channel, (payload) => post({ kind: 'notification', channel, payload })));
}

async function unlisten(channel: string): Promise<void> {
  const stop = listening.get(channel);
  listening.delete(channel);
  await stop?.();
}

const keepText = (value: string) => value;
const parserSets = new Map<string, ParserOptions>();

function toOptions(wire: WireQueryOptions): QueryOptions {
  const options: QueryOptions = {};
  if (wire.rowMode) options.rowMode = wire.rowMode;
  if (wire.paramTypes) options.paramTypes = wire.paramTypes;
  if (wire.rawTypes?.length) {
    const key = wire.rawTypes.join(',');
    let parsers = parserSets.get(key);
    if (!parsers) parserSets.set(key, (parsers = Object.fromEntries(wire.rawTypes.map((oid) => [oid, keepText]))));
    options.parsers = parsers;
  }
  return options;
}

function target(pg: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

/** Enters a transaction and holds it open until `end` says how it finishes; returns its id once BEGIN has run. */
async function begin(pg: PGlite): Promise<number> {
  const id = nextTransaction++;
  let decide!: (commit: boolean) => void;
  const decision = new Promise<boolean>((resolve) => (decide = resolve));
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const finished = pg
    .transaction(async (tx) => {
      transactions.set(id, { tx, decide, finished });
      entered();
      if (!(await decision) && !tx.closed) await tx.rollback();
    })
    .finally(() => transactions.delete(id));
  // `end` awaits `finished` for its outcome; this only keeps a failed BEGIN from counting as unhandled.
  finished.catch(() => undefined);
  await Promise.race([inside, finished]);
  return id;
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error('Transaction is closed');
  open.decide(commit);
  await open.finished;
}

function handle(pg: PGlite, request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return target(pg, request.tx).query(request.sql, request.params, toOptions(request.options));
    case 'exec':
      return target(pg, request.tx).exec(request.sql, toOptions(request.options));
    case 'begin':
      return begin(pg);
    case 'end':
      return end(request.tx, request.commit);
    case 'listen':
      return listen(pg, request.channel);
    case 'unlisten':
      return unlisten(request.channel);
    case 'close':
      return pg.close();
  }
}

/** Every request gets exactly one reply, whatever fails (a value that cannot be cloned is answered as an error). */
async function answer(pg: PGlite, request: WorkerRequest): Promise<void> {
  try {
    post({ kind: 'reply', id: request.id, ok: true, value: await handle(pg, request) });
  } catch (error) {
    post({ kind: 'reply', id: request.id, ok: false, error: toWireError(error) });
  }
}

try {
  const pg = await PGlite.create({ dataDir: init.dataDir, extensions: { pg_trgm } });
  port.on('message', (request: WorkerRequest) => void answer(pg, request));
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'failed', error: toWireError(error) });
}
