// A worker thread does not inherit the main thread's tsx loader, so the worker registers it before loading its
// TypeScript (as db/pglite-worker/entry.mjs does). Plain JavaScript, so it starts the same under tsx and Vitest.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
