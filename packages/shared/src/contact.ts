import { z } from 'zod';
import { CONTACT_SUBJECTS } from './limits.ts';
import { blankToUndefined } from './query.ts';

const required = 'Please fill in all required fields';

/** POST /api/contact body (spec section 3 contact form, section 5 validation). */
export const ContactMessageSchema = z.object({
  name: z.string({ error: required }).trim().min(1, required).max(100, 'Name must be at most 100 characters'),
  email: z.string({ error: required }).trim().min(1, required).max(254).pipe(z.email('Please enter a valid email address')),
  phone: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[0-9+\-\s]{7,15}$/, 'Please enter a valid phone number')
      .optional(),
  ),
  subject: z.preprocess(blankToUndefined, z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject from the list' }).optional()),
  message: z.string({ error: required }).trim().min(1, required).max(5000, 'Message must be at most 5000 characters'),
  adId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
