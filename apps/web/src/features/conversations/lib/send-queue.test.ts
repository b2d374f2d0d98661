import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@mohalla/shared';
import { ApiError } from '@/lib/api-client';
import { pendingStore } from './pending-store';
import { flushAll, retryMessage, sendMessage } from './send-queue';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api', async (original) => ({ ...(await original<typeof import('@/lib/api')>()), callApi }));

type Sent = { params: { id: number }; body: { clientId: string; content: { kind: string; text?: string } } };
const stored = (sent: Sent, id: number): { data: Message } => ({
  data: {
    id,
    conversationId: sent.params.id,
    clientId: sent.body.clientId,
    fromMe: true,
    kind: 'text',
    text: sent.body.content.text ?? null,
    amount: null,
    offerStatus: null,
    image: null,
    createdAt: new Date().toISOString(),
    status: 'sent',
  },
});

let isOnline = true;
beforeEach(() => {
  isOnline = true;
  vi.stubGlobal('navigator', {
    get onLine() {
      return isOnline;
    },
  });
  callApi.mockReset();
  pendingStore.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the send queue', () => {
  it('keeps a message typed offline with its clientId, and sends it once, in order, when the connection returns', async () => {
    const queryClient = new QueryClient();
    isOnline = false;
    await sendMessage(queryClient, 7, { kind: 'text', text: 'first' });
    await sendMessage(queryClient, 7, { kind: 'text', text: 'second' });
    expect(callApi).not.toHaveBeenCalled();
    expect(pendingStore.of(7).map((m) => [m.content, m.state])).toEqual([
      [{ kind: 'text', text: 'first' }, 'waiting'],
      [{ kind: 'text', text: 'second' }, 'waiting'],
    ]);
    const clientIds = pendingStore.of(7).map((m) => m.clientId);

    isOnline = true;
    let id = 100;
    callApi.mockImplementation(async (_route: string, sent: Sent) => stored(sent, ++id));
    // Two triggers at once (the online event and the live channel's reconnection): each message still goes once.
    await Promise.all([flushAll(queryClient), flushAll(queryClient)]);
    expect(callApi.mock.calls.map(([, sent]) => (sent as Sent).body.clientId)).toEqual(clientIds);
    expect(pendingStore.of(7)).toEqual([]);
  });

  it('retries a lost answer with the same clientId, and keeps a refusal with its reason', async () => {
    const queryClient = new QueryClient();
    callApi.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await sendMessage(queryClient, 8, { kind: 'text', text: 'hello' });
    const [waiting] = pendingStore.of(8);
    expect(waiting?.state).toBe('waiting');

    callApi.mockImplementationOnce(async (_route: string, sent: Sent) => stored(sent, 1));
    await flushAll(queryClient);
    expect((callApi.mock.calls[1]?.[1] as Sent).body.clientId).toBe(waiting?.clientId);
    expect(pendingStore.of(8)).toEqual([]);

    callApi.mockRejectedValueOnce(new ApiError(429, 'You are sending messages too fast. Please wait a moment'));
    await sendMessage(queryClient, 8, { kind: 'text', text: 'again' });
    const [refused] = pendingStore.of(8);
    expect(refused).toMatchObject({ state: 'failed', error: 'You are sending messages too fast. Please wait a moment' });
    // A refused message is not sent again by itself; Try again sends the same one.
    await flushAll(queryClient);
    expect(callApi).toHaveBeenCalledTimes(3);
    callApi.mockImplementationOnce(async (_route: string, sent: Sent) => stored(sent, 2));
    await retryMessage(queryClient, 8, refused!.clientId);
    expect((callApi.mock.calls[3]?.[1] as Sent).body.clientId).toBe(refused?.clientId);
    expect(pendingStore.of(8)).toEqual([]);
  });
});
