import { exportFileName, PERSONAL_DATA_MESSAGES } from '@mohalla/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../base/route.ts';
import { clearSessionCookie } from '../../base/viewer.ts';
import { toProfile } from '../auth/profile.mapper.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';
import type { PersonalDataService } from './personal-data.service.ts';
import type { ProfileService } from './profile.service.ts';

type Deps = { data: PersonalDataService; deletion: AccountDeletionService; profile: ProfileService; secureCookies: boolean };

/** The DPDP Act's rights in the profile: download my data, delete my account, consent to mail (decision 029). */
export function personalDataRoutes(app: FastifyInstance, { data, deletion, profile, secureCookies }: Deps): void {
  route(app, 'GET /profile/export', { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } }, async ({ userId, reply }) => {
    const now = new Date();
    const file = await data.exportFor(userId, now);
    reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
      .type('application/json; charset=utf-8');
    return file;
  });

  // Few tries per address: the password is checked here as at sign-in.
  route(
    app,
    'POST /profile/delete',
    { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } },
    async ({ userId, body, request, reply }) => {
      await deletion.deleteAccount(userId, request.sessionId, body.password);
      clearSessionCookie(reply, secureCookies);
      return { success: true, message: PERSONAL_DATA_MESSAGES.deleted };
    },
  );

  route(app, 'PUT /profile/mail-settings', {}, async ({ userId, body }) => {
    const user = await profile.setMailSettings(userId, body);
    return { success: true, message: PERSONAL_DATA_MESSAGES.mailSettingsSaved, data: toProfile(user) };
  });
}
