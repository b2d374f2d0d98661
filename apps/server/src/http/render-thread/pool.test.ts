import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRenderPool, type RenderPool } from './pool.ts';

/**
 * A server entry that draws what it was given, and misbehaves on request: `throw` throws, `exit` ends its
 * thread, `spin` never finishes. Each page names the thread that drew it.
 */
const ENTRY = `
import { threadId } from 'node:worker_threads';
export const prepare = async () => {};
export function render({ url, answers, origin, language }) {
  if (url === '/throw') throw new Error('a bug in a page');
  if (url === '/exit') process.exit(3);
  if (url === '/spin') for (;;);
  if (url === '/hog') for (const kept = []; ; ) kept.push(new Array(100000).fill(url));
  return '<title>' + url + '</title><meta name="x" content="y"/><main data-thread="' + threadId + '">' + origin + ' ' + language + ' ' + Object.keys(answers).join(',') + '</main>';
}`;

let dir: string;
let entryFile: string;
let pool: RenderPool | null = null;
const log = { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
  error: ReturnType<typeof vi.fn>;
  warn: ReturnType<typeof vi.fn>;
};
/** A new thread loads tsx and its entry before it answers: seconds on a busy two-core CI machine. */
const THREAD_START = { timeout: 15_000 };
const restarts = { freeFailures: 1, firstDelayMs: 200, maxDelayMs: 1_000, forgetAfterMs: 60_000 };
const start = (threads = 1, stuckMs = 5_000, file = entryFile) =>
  startRenderPool({ entryFile: file, origin: 'https://ads.test', threads, stuckMs, heapMb: 32, restarts, log }).then(
    (started) => (pool = started),
  );

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mohalla-render-'));
  entryFile = path.join(dir, 'entry-server.mjs');
  await fs.writeFile(entryFile, ENTRY);
});
afterEach(async () => {
  await pool?.close();
  pool = null;
  vi.clearAllMocks();
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('render threads', () => {
  it('draws a page from the answers as JSON text, with its title and head tags split off', async () => {
    const threads = (await start())!;
    const page = await threads.render('/categories?search=fan', '{"/ads?search=ఫ్యాన్":{"data":[]}}', 'te');
    expect(page).toMatchObject({ title: '/categories?search=fan', headTags: '<meta name="x" content="y"/>' });
    // The HTML comes over as UTF-8 bytes, moved rather than copied.
    expect(page?.body).toBeInstanceOf(Uint8Array);
    expect(text(page!.body)).toMatch(/^<main data-thread="\d+">https:\/\/ads\.test te \/ads\?search=ఫ్యాన్<\/main>$/);
  });

  it('answers null for a page that throws, logs it, and goes on drawing', async () => {
    const threads = (await start())!;
    expect(await threads.render('/throw', '{}', 'en')).toBeNull();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/throw', error: expect.stringContaining('a bug in a page') }),
      expect.any(String),
    );
    expect((await threads.render('/', '{}', 'en'))?.title).toBe('/');
  });

  it('answers null for every page waiting on a thread that dies, and starts another', async () => {
    const threads = (await start())!;
    const [dying, queued] = await Promise.all([threads.render('/exit', '{}', 'en'), threads.render('/', '{}', 'en')]);
    expect([dying, queued]).toEqual([null, null]);
    await vi.waitFor(() => expect(threads.size).toBe(1), THREAD_START);
    expect((await threads.render('/', '{}', 'en'))?.title).toBe('/');
  });

  it('replaces threads that keep dying after a growing wait, not at once', async () => {
    const threads = (await start())!;
    const waits: number[] = [];
    for (let death = 0; death < 3; death++) {
      await vi.waitFor(() => expect(threads.size).toBe(1), THREAD_START);
      expect(await threads.render('/exit', '{}', 'en')).toBeNull();
      waits.push((log.warn.mock.calls.at(-1)![0] as { waitMs: number }).waitMs);
    }
    expect(waits[0]).toBe(0);
    expect(waits[1]).toBeGreaterThan(100);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
    await vi.waitFor(() => expect(threads.size).toBe(1), THREAD_START);
    expect((await threads.render('/', '{}', 'en'))?.title).toBe('/');
  });

  it('replaces a thread whose heap outgrows its bound', async () => {
    const threads = (await start())!;
    expect(await threads.render('/hog', '{}', 'en')).toBeNull();
    await vi.waitFor(() => expect(threads.size).toBe(1), THREAD_START);
    expect((await threads.render('/', '{}', 'en'))?.title).toBe('/');
  });

  it('replaces a thread that answers nothing for stuckMs, answering null for its pages', async () => {
    const threads = (await start(1, 300))!;
    expect(await threads.render('/spin', '{}', 'en')).toBeNull();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ stuckMs: 300 }), expect.stringContaining('replacing it'));
    await vi.waitFor(() => expect(threads.size).toBe(1), THREAD_START);
    expect((await threads.render('/', '{}', 'en'))?.title).toBe('/');
  });

  it('hands pages to the least busy of several threads', async () => {
    const threads = (await start(2))!;
    const pages = await Promise.all(Array.from({ length: 8 }, (_, i) => threads.render(`/${i}`, '{}', 'en')));
    const drawnBy = new Set(pages.map((page) => /data-thread="(\d+)"/.exec(text(page!.body))?.[1]));
    expect(drawnBy.size).toBe(2);
  });

  it('starts no pool from an entry that cannot load', async () => {
    const broken = path.join(dir, 'broken.mjs');
    await fs.writeFile(broken, 'export const prepare = async () => { throw new Error("no build"); };');
    expect(await start(1, 5_000, broken)).toBeNull();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ error: expect.stringContaining('no build') }), expect.any(String));
  });

  it('answers null once closed', async () => {
    const threads = (await start())!;
    await threads.close();
    expect(threads.size).toBe(0);
    expect(await threads.render('/', '{}', 'en')).toBeNull();
  });
});
