import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Language } from '@mohalla/shared';
import type { FastifyBaseLogger } from 'fastify';
import { createBackoff, type BackoffOptions } from '../../base/backoff.ts';
import type { RenderedPage } from '../page-render.ts';
import type { RenderInit, RenderMessage } from './protocol.ts';

const ENTRY = new URL('./entry.mjs', import.meta.url);
/** A render thread with no answer for this long is stuck; pages take ~3-20 ms, so this is far beyond any queue. */
const RENDER_STUCK_MS = 10_000;
/**
 * A render thread's heap: a page needs a few MB; without a bound V8 lets an idle-ish thread's heap grow towards
 * the machine's, and a leak would take the server with it (bench/README.md, eighth session: RSS and speed).
 */
const RENDER_HEAP_MB = 256;
/**
 * Replacing a thread that died: at once for the first few, then after a wait doubling up to a minute, so a page
 * that kills its thread at every visit costs a thread's start (~0.3 s of CPU) now and then, not at every visit.
 */
const RESTARTS: BackoffOptions = { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: 60_000, forgetAfterMs: 5 * 60_000 };

export type RenderPoolOptions = RenderInit & {
  /** How many threads draw pages (RENDER_THREADS). */
  threads: number;
  /** A thread with pages waiting that answers none for this long is stuck (a page that never finishes): replaced. */
  stuckMs: number;
  /** The most a thread's heap may hold; a thread that needs more (a leak, a runaway page) ends and is replaced. */
  heapMb: number;
  /** How soon a thread that died is replaced. */
  restarts: BackoffOptions;
  log: FastifyBaseLogger;
};

/** Draws a page in a render thread; null when it could not (the browser then draws it from the shell). */
export type RenderPool = {
  render: (url: string, answersJson: string, language: Language) => Promise<RenderedPage | null>;
  close: () => Promise<void>;
  /** Threads drawing now (tests: a crashed one is replaced). */
  readonly size: number;
};

type Waiting = { resolve: (page: RenderedPage | null) => void; url: string };
type Thread = { worker: Worker; waiting: Map<number, Waiting>; watchdog?: NodeJS.Timeout };

/**
 * Render threads, each a worker with the web build's server entry loaded. A page goes to the thread with the
 * fewest waiting. A render that throws, a thread that dies and a thread that is stuck all answer null, so the
 * visitor gets the page from the shell rather than an error; a thread that dies or is stuck is replaced.
 */
export async function startRenderPool({
  threads: count,
  stuckMs,
  heapMb,
  restarts,
  log,
  ...init
}: RenderPoolOptions): Promise<RenderPool | null> {
  const threads: Thread[] = [];
  const deaths = createBackoff(restarts);
  let closing = false;
  let nextId = 1;

  /** Restarts the watchdog while the thread owes answers: it fires only after stuckMs without any. */
  const watch = (thread: Thread) => {
    clearTimeout(thread.watchdog);
    thread.watchdog = undefined;
    if (thread.waiting.size === 0) return;
    thread.watchdog = setTimeout(() => {
      log.error({ waiting: thread.waiting.size, stuckMs }, 'a render thread answered nothing in time; replacing it');
      void thread.worker.terminate();
    }, stuckMs);
    thread.watchdog.unref();
  };

  const spawn = () =>
    new Promise<Thread | null>((resolve) => {
      const worker = new Worker(ENTRY, { workerData: init satisfies RenderInit, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
      const thread: Thread = { worker, waiting: new Map() };
      thread.worker.unref(); // The server's socket keeps the process alive; an idle thread must not.
      thread.worker.on('message', (message: RenderMessage) => {
        if (message.kind === 'ready') return resolve(thread);
        if (message.kind === 'failed') {
          log.error({ error: message.message }, 'a render thread could not load the server entry');
          void thread.worker.terminate();
          return resolve(null);
        }
        const waiting = thread.waiting.get(message.id);
        thread.waiting.delete(message.id);
        watch(thread);
        if (!waiting) return;
        if ('error' in message)
          log.error({ error: message.error, url: waiting.url.split('?')[0] }, 'server render failed; sending the shell');
        waiting.resolve('page' in message ? message.page : null);
      });
      thread.worker.on('error', (error) => log.error({ err: error }, 'a render thread crashed'));
      thread.worker.on('exit', (code) => {
        resolve(null); // Dying before it was ready (no-op after).
        clearTimeout(thread.watchdog);
        for (const waiting of thread.waiting.values()) waiting.resolve(null);
        thread.waiting.clear();
        const index = threads.indexOf(thread);
        if (index < 0) return;
        threads.splice(index, 1);
        if (closing) return;
        deaths.fail('thread');
        const waitMs = deaths.waitMs('thread');
        log.warn({ code, waitMs }, 'a render thread stopped; starting another');
        const replace = () => void spawn().then((next) => next && (closing ? void next.worker.terminate() : threads.push(next)));
        if (waitMs === 0) replace();
        else setTimeout(replace, waitMs).unref();
      });
    });

  threads.push(...(await Promise.all(Array.from({ length: count }, spawn))).filter((thread) => thread !== null));
  if (threads.length === 0) return null;

  return {
    render: (url, answersJson, language) => {
      const [first, ...others] = threads;
      if (!first) return Promise.resolve(null);
      const thread = others.reduce((least, one) => (one.waiting.size < least.waiting.size ? one : least), first);
      const id = nextId++;
      return new Promise((resolve) => {
        thread.waiting.set(id, { resolve, url });
        if (thread.waiting.size === 1) watch(thread);
        thread.worker.postMessage({ id, url, answersJson, language });
      });
    },
    close: async () => {
      closing = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
    get size() {
      return threads.length;
    },
  };
}

/**
 * Starts the render threads on the web build's server entry (dist/server/entry-server.js, decision 016). Without
 * it (a build from before server rendering) pages are served as the empty shell and the browser draws them.
 */
export async function loadPageRenderer(
  distDir: string,
  origin: string,
  threads: number,
  log: FastifyBaseLogger,
): Promise<RenderPool | null> {
  const entryFile = path.join(distDir, 'server', 'entry-server.js');
  if (!fs.existsSync(entryFile)) {
    log.warn(`pages are not rendered on the server (${entryFile} missing): run "npm run build"`);
    return null;
  }
  const pool = await startRenderPool({
    entryFile,
    origin,
    threads,
    stuckMs: RENDER_STUCK_MS,
    heapMb: RENDER_HEAP_MB,
    restarts: RESTARTS,
    log,
  });
  if (!pool) log.error('no render thread could start: pages are served as the shell');
  return pool;
}
