import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { createLivePublisher, fromPayload, LIVE_CHANNEL, type LivePublisher } from './live-channel.ts';
import { createLiveHub, type LiveHub, type LiveReads } from './live-hub.ts';
import { createLiveRepository } from './live.repository.ts';
import { liveRoutes, MAX_STREAMS_PER_PERSON } from './live.routes.ts';

/**
 * The live channel of conversations: the publisher the service tells about changes (NOTIFY), and, once the
 * service exists, the stream route and this process's listener. Both databases carry the signals (decision 024).
 */
export function createLiveChannel(database: Database, log: FastifyBaseLogger) {
  const repo = createLiveRepository(database.db);
  const publisher: LivePublisher = createLivePublisher(repo.notify);
  return {
    publisher,
    /** Registers GET /conversations/live on `api` and listens from when the server is ready until it closes. */
    register(api: FastifyInstance, reads: LiveReads): LiveHub {
      const hub = createLiveHub({
        reads,
        newestMessageId: repo.newestMessageId,
        log,
        maxStreamsPerPerson: MAX_STREAMS_PER_PERSON,
      });
      liveRoutes(api, hub);
      let stopListening: (() => Promise<void>) | undefined;
      api.addHook('onReady', async () => {
        stopListening = await database.listen(LIVE_CHANNEL, {
          onPayload: (payload) => {
            const signal = fromPayload(payload);
            if (signal) hub.signal(signal);
            else log.warn({ payload }, 'unknown live signal ignored');
          },
          onReconnect: () => hub.reconnected(),
        });
      });
      // Open streams would hold a graceful shutdown (drain) and close() until their timeouts: they end first.
      api.onDrain(() => hub.closeAll());
      api.addHook('preClose', async () => {
        hub.closeAll();
        await stopListening?.();
      });
      return hub;
    },
  };
}
