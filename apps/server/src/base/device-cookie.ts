import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Signed proof that this browser signed in to an account before (decision 018); sent to /api/auth only. */
export const DEVICE_COOKIE = 'mohalla_device';
const PATH = '/api/auth';
const YEAR_SECONDS = 365 * 86_400;

/** A browser known to an account: the account's id and the browser's own random name. */
export type KnownDevice = { userId: string; deviceId: string };

/** Marks the browser as known to the account, keeping its name if it had one for this account. */
export function setDeviceCookie(reply: FastifyReply, userId: string, known: KnownDevice | null, secure: boolean): void {
  const deviceId = known?.userId === userId ? known.deviceId : crypto.randomBytes(12).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${userId}.${deviceId}`, {
    path: PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: YEAR_SECONDS,
    signed: true,
  });
}

/** The device cookie when its signature holds (signed with COOKIE_SECRET); null for none or a forged one. */
export function readDeviceCookie(request: FastifyRequest): KnownDevice | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  const [userId, deviceId] = valid && value ? value.split('.') : [];
  return userId && deviceId ? { userId, deviceId } : null;
}
