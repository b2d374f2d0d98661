import { z } from 'zod';
import { CONTACT_SUBJECTS } from './limits.ts';
import { PHONE_DIGITS, phoneInput } from './phone.ts';
import { dbIdSchema } from './ids.ts';
import { blankToUndefined } from './query.ts';

const required = 'Please fill in all required fields';

/** POST /api/contact body: name, email and message are required ("Please fill in all required fields"), the rest optional. */
export const ContactMessageSchema = z.object({
  name: z.string({ error: required }).trim().min(1, required).max(100, 'Name must be at most 100 characters'),
  email: z.string({ error: required }).trim().min(1, required).max(254).pipe(z.email('Please enter a valid email address')),
  // Optional, but when given it is a mobile number like everywhere else on the site ("10-digit mobile number").
  phone: z.preprocess(
    (v) => phoneInput(blankToUndefined(v)),
    z.string().regex(PHONE_DIGITS, 'Please enter a valid 10-digit phone number').optional(),
  ),
  subject: z.preprocess(blankToUndefined, z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject from the list' }).optional()),
  message: z.string({ error: required }).trim().min(1, required).max(5000, 'Message must be at most 5000 characters'),
  adId: z.preprocess(blankToUndefined, dbIdSchema('adId').optional()),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const CONTACT_SENT = "Message sent successfully! We'll get back to you soon.";
