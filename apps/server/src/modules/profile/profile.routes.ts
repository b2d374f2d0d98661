import { HANDLE_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { setLanguageCookie } from '../../base/language.ts';
import { route } from '../../base/route.ts';
import { toProfile } from '../auth/profile.mapper.ts';
import type { PhoneVerificationService } from './phone-verification.service.ts';
import type { ProfileService } from './profile.service.ts';

type Deps = { profile: ProfileService; phone: PhoneVerificationService; secureCookies: boolean };

export function profileRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, 'GET /profile', {}, async ({ userId, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: toProfile(await deps.profile.load(userId)) };
  });

  route(app, 'PUT /profile', {}, async ({ userId, body }) => {
    const user = await deps.profile.update(userId, body);
    return { success: true, message: 'Profile updated successfully!', data: toProfile(user) };
  });

  route(app, 'PUT /profile/handle', { config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } }, async ({ userId, body }) => {
    const user = await deps.profile.changeHandle(userId, body.handle);
    return { success: true, message: HANDLE_MESSAGES.changed, data: toProfile(user) };
  });

  // The cookie too, so the next page is drawn in the language without waiting for the app.
  route(app, 'PUT /profile/language', {}, async ({ userId, body, reply }) => {
    const user = await deps.profile.setLanguage(userId, body.language);
    setLanguageCookie(reply, user.language, deps.secureCookies);
    return { success: true, data: toProfile(user) };
  });

  route(app, 'POST /profile/phone/send-otp', { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } }, async ({ userId, body }) => {
    const data = await deps.phone.send(userId, body.phone);
    return { success: true, message: 'OTP sent to your phone number', data };
  });

  route(app, 'POST /profile/phone/verify', { config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } }, async ({ userId, body }) => {
    const user = await deps.phone.verify(userId, body.otp);
    return { success: true, message: 'Phone number verified successfully!', data: toProfile(user) };
  });

  // The owner is the session's person; the ownerEmail the spec's client sends in the body is ignored.
  route(app, 'PUT /ads/update-owner-info', {}, async ({ userId, body }) => {
    const updated = await deps.profile.renameOwner(userId, body.ownerName);
    return { success: true, message: `Owner name updated on ${updated} ad(s)`, data: { updated } };
  });
}
