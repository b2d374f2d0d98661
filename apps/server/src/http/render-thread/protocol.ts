import type { Language } from '@mohalla/shared';
import type { RenderedPage } from '../page-render.ts';

/** What a render thread loads: the web build's server entry (dist/server/entry-server.js) and the site's origin. */
export type RenderInit = { entryFile: string; origin: string };

/** Main thread to worker: one page to draw, its answers as the JSON text they were inlined as (parsed there). */
export type RenderRequest = { id: number; url: string; answersJson: string; language: Language };

/** Worker to main thread: `ready` once the entry is loaded (or `failed`), then one reply per request. */
export type RenderMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'reply'; id: number; page: RenderedPage }
  | { kind: 'reply'; id: number; error: string };
