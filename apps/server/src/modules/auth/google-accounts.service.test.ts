import { ADMIN_MESSAGES } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';
import type { User, UsersRepository } from '../users/users.repository.ts';
import { signInWithGoogle } from './google-accounts.service.ts';
import { GoogleSignInError, type GoogleIdentity } from './google.ts';

/** The few reads and writes the service uses, over an array, so each rule is seen without a database. */
function usersOf(rows: Array<Partial<User>>) {
  const all = rows.map((r) => ({ ...r }) as User);
  const repo = {
    findByGoogleSub: async (sub: string) => all.find((u) => u.googleSub === sub),
    findByEmail: async (email: string) => all.find((u) => u.email === email),
    update: async (id: string, values: Partial<User>) =>
      Object.assign(
        all.find((u) => u.id === id)!,
        values,
      ),
    create: async (values: Partial<User>) => {
      const user = { id: `new-${all.length}`, suspendedAt: null, ...values } as User;
      all.push(user);
      return user;
    },
  };
  return { repo: repo as unknown as UsersRepository, all };
}

const identity: GoogleIdentity = { sub: 'g-1', email: 'asha@example.com', emailVerified: true, name: 'Asha' };

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GoogleSignInError);
  return error as GoogleSignInError;
};

describe('signing in with Google', () => {
  it('refuses a suspended person known by their Google subject, without touching the account', async () => {
    const { repo, all } = usersOf([{ id: 'u1', googleSub: 'g-1', email: 'asha@example.com', suspendedAt: new Date(), lastLoginAt: null }]);
    const error = await refusal(signInWithGoogle(repo, identity));
    expect(error.reason).toBe('suspended');
    expect(error.message).toBe(ADMIN_MESSAGES.accountSuspended);
    expect(all[0]!.lastLoginAt).toBeNull();
  });

  it('refuses to link Google to a suspended password account with the same verified email', async () => {
    const { repo, all } = usersOf([{ id: 'u1', googleSub: null, email: 'asha@example.com', suspendedAt: new Date() }]);
    expect((await refusal(signInWithGoogle(repo, identity))).reason).toBe('suspended');
    expect(all[0]!.googleSub).toBeNull();
    expect(all).toHaveLength(1);
  });

  it('signs in a person who is not suspended, and links a verified email to its account', async () => {
    const { repo, all } = usersOf([{ id: 'u1', googleSub: null, email: 'asha@example.com', suspendedAt: null, photoUrl: null }]);
    expect((await signInWithGoogle(repo, identity)).id).toBe('u1');
    expect(all[0]!.googleSub).toBe('g-1');
  });

  it("makes a new account in the page's language, and saves a browser's choice to a known one", async () => {
    const { repo, all } = usersOf([{ id: 'u1', googleSub: 'g-2', email: 'ravi@example.com', suspendedAt: null, language: 'en' }]);
    expect((await signInWithGoogle(repo, identity, { page: 'te' })).language).toBe('te');
    expect((await signInWithGoogle(repo, { ...identity, sub: 'g-2' }, { chosen: 'hi', page: 'te' })).language).toBe('hi');
    await signInWithGoogle(repo, identity, { page: 'en' });
    expect(all.find((u) => u.googleSub === 'g-1')!.language).toBe('te');
  });

  it('never lets an unverified email name an account', async () => {
    const { repo } = usersOf([{ id: 'u1', googleSub: null, email: 'asha@example.com', suspendedAt: null }]);
    expect((await refusal(signInWithGoogle(repo, { ...identity, emailVerified: false }))).reason).toBe('unverified');
  });
});
