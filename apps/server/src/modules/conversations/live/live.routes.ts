import type { FastifyInstance } from 'fastify';
import { LiveQuerySchema } from '@mohalla/shared';
import { requestLanguage } from '../../../base/language.ts';
import { parseInput } from '../../../base/parse-input.ts';
import { route } from '../../../base/route.ts';
import type { LiveHub } from './live-hub.ts';
import { openSseStream } from './sse-stream.ts';

/** Timings and limits of a stream (decision 024, "Live delivery"). */
const STREAM_SETTINGS = { retryMs: 2_000, heartbeatMs: 20_000, maxAgeMs: 15 * 60_000, maxBufferedBytes: 1_048_576 } as const;
/** Streams one person may have open at once (tabs, devices); a new one beyond it closes their oldest. */
export const MAX_STREAMS_PER_PERSON = 5;

export function liveRoutes(api: FastifyInstance, hub: LiveHub) {
  route(api, 'GET /conversations/live', {}, async ({ request, reply, query, userId }) => {
    // The browser's Last-Event-ID header wins over ?after= (LiveQuerySchema).
    const header = request.headers['last-event-id'];
    const { after } = typeof header === 'string' && header !== '' ? parseInput(LiveQuerySchema, { after: header }) : query;
    let disconnect = () => {};
    const stream = openSseStream(reply, { ...STREAM_SETTINGS, onClose: () => disconnect() });
    disconnect = hub.connect(userId, stream, after, requestLanguage(request));
    return reply;
  });
}
