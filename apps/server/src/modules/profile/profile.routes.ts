import { OwnerInfoSchema, ProfileUpdateSchema, SendOtpSchema, VerifyOtpSchema } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/errors.ts';
import { requireUserId } from '../../http/session.ts';
import { toProfile } from '../auth/profile.mapper.ts';
import type { PhoneVerificationService } from './phone-verification.service.ts';
import type { ProfileService } from './profile.service.ts';

export function profileRoutes(app: FastifyInstance, deps: { profile: ProfileService; phone: PhoneVerificationService }): void {
  app.get('/profile', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: toProfile(await deps.profile.load(requireUserId(request))) };
  });

  app.put('/profile', async (request) => {
    const userId = requireUserId(request);
    const user = await deps.profile.update(userId, parseInput(ProfileUpdateSchema, request.body ?? {}));
    return { success: true, message: 'Profile updated successfully!', data: toProfile(user) };
  });

  app.post('/profile/phone/send-otp', { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } }, async (request) => {
    const userId = requireUserId(request);
    const { phone } = parseInput(SendOtpSchema, request.body ?? {});
    const data = await deps.phone.send(userId, phone);
    return { success: true, message: 'OTP sent to your phone number', data };
  });

  app.post('/profile/phone/verify', { config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } }, async (request) => {
    const userId = requireUserId(request);
    const { otp } = parseInput(VerifyOtpSchema, request.body ?? {});
    const user = await deps.phone.verify(userId, otp);
    return { success: true, message: 'Phone number verified successfully!', data: toProfile(user) };
  });

  /** Spec PUT /ads/update-owner-info: the owner is the session's user; ownerEmail in the body is ignored. */
  app.put('/ads/update-owner-info', async (request) => {
    const userId = requireUserId(request);
    const { ownerName } = parseInput(OwnerInfoSchema, request.body ?? {});
    const updated = await deps.profile.renameOwner(userId, ownerName);
    return { success: true, message: `Owner name updated on ${updated} ad(s)`, data: { updated } };
  });
}
