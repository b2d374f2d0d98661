import { describe, expect, it } from 'vitest';
import type { SessionsRepository } from './sessions.repository.ts';
import { createSessionsService, sha256 } from './sessions.service.ts';

type Row = Awaited<ReturnType<SessionsRepository['find']>> & {};

/** The repository's contract over a Map, counting reads; `holdReads` parks reads until released. */
function createMemoryRepo() {
  const rows = new Map<string, Row>();
  let reads = 0;
  let gate: Promise<void> | null = null;
  const repo = {
    async create(id: string, userId: string, expiresAt: Date) {
      rows.set(id, { id, userId, expiresAt, createdAt: new Date(), lastSeenAt: new Date() });
    },
    async find(id: string) {
      reads += 1;
      const row = rows.get(id);
      if (gate) await gate;
      return row && { ...row };
    },
    async touch(id: string, at: Date) {
      const row = rows.get(id);
      if (row) row.lastSeenAt = at;
    },
    async delete(id: string) {
      rows.delete(id);
    },
    async deleteForUser(userId: string) {
      for (const [id, r] of rows) if (r.userId === userId) rows.delete(id);
    },
    async deleteExpired() {},
    async deleteOthers(userId: string, keepId: string) {
      for (const [id, r] of rows) if (r.userId === userId && id !== keepId) rows.delete(id);
    },
  } satisfies SessionsRepository;
  return {
    repo,
    reads: () => reads,
    holdReads() {
      let open!: () => void;
      gate = new Promise((resolve) => {
        open = resolve;
      });
      return () => {
        gate = null;
        open();
      };
    },
  };
}

const setup = () => {
  const memory = createMemoryRepo();
  return { ...memory, sessions: createSessionsService(memory.repo, { idleDays: 14, maxDays: 60 }) };
};

describe('sessions service', () => {
  it('reads a session once for a burst of requests', async () => {
    const { sessions, reads } = setup();
    const { token } = await sessions.create('user-a');
    for (let i = 0; i < 5; i += 1) expect(await sessions.resolve(token)).toEqual({ userId: 'user-a', sessionId: sha256(token) });
    expect(reads()).toBe(1);
  });

  it('forgets a session the moment it is signed out', async () => {
    const { sessions } = setup();
    const { token } = await sessions.create('user-a');
    const resolved = await sessions.resolve(token);
    await sessions.destroy(resolved!.sessionId);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it("signs out all of a person's sessions everywhere, or all but one, and nobody else's", async () => {
    const { sessions } = setup();
    const [a1, a2, a3, b] = await Promise.all([sessions.create('a'), sessions.create('a'), sessions.create('a'), sessions.create('b')]);
    for (const s of [a1, a2, a3, b]) expect(await sessions.resolve(s.token)).not.toBeNull();
    await sessions.destroyOthers('a', sha256(a1.token));
    expect(await sessions.resolve(a1.token)).not.toBeNull();
    expect(await sessions.resolve(a2.token)).toBeNull();
    await sessions.destroyAllFor('a');
    expect(await sessions.resolve(a1.token)).toBeNull();
    expect(await sessions.resolve(a3.token)).toBeNull();
    expect(await sessions.resolve(b.token)).toEqual({ userId: 'b', sessionId: sha256(b.token) });
  });

  it('does not remember a read that was running while the session was deleted', async () => {
    const { sessions, holdReads } = setup();
    const { token } = await sessions.create('user-a');
    const release = holdReads();
    const racing = sessions.resolve(token);
    await sessions.destroy(sha256(token));
    release();
    // The racing request began before the sign-out and may finish as it was; nothing after it may.
    await racing;
    expect(await sessions.resolve(token)).toBeNull();
  });
});
