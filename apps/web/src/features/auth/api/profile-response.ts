import { ProfileSchema } from '@mohalla/shared';
import { z } from 'zod';

/** Sign-up, sign-in and password reset all answer with the signed-in profile (spec field names). */
export const ProfileResponseSchema = z.object({ success: z.literal(true), data: ProfileSchema });
