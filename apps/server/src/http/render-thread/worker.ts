import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { splitHoisted, type ServerEntry } from '../page-render.ts';
import type { RenderInit, RenderMessage, RenderRequest } from './protocol.ts';

/**
 * Draws pages with the web build's server entry, in its own thread (decision 016, 2026-11-27 addendum): React's
 * rendering is about half of a drawn page's CPU, and here it runs on the other core while the main thread serves
 * the API, the database's answers and the sockets. One page at a time; ./pool.ts hands them out.
 */
const port = parentPort!;
const { entryFile, origin } = workerData as RenderInit;
const post = (message: RenderMessage) => port.postMessage(message);
const encoder = new TextEncoder();
/** What went wrong, as text: an Error's stack crosses to the main thread's log, not the object. */
const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

try {
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  await entry.prepare();
  port.on('message', ({ id, url, answersJson, language }: RenderRequest) => {
    try {
      const answers = JSON.parse(answersJson) as Record<string, unknown>;
      const { body, ...head } = splitHoisted(entry.render({ url, answers, origin, language }));
      const bytes = encoder.encode(body);
      port.postMessage({ kind: 'reply', id, page: { ...head, body: bytes } } satisfies RenderMessage, [bytes.buffer]);
    } catch (error) {
      post({ kind: 'reply', id, error: describe(error) });
    }
  });
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'failed', message: describe(error) });
}
