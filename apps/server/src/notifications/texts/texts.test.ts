import { LANGUAGES } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';
import { mailDate, mailDateTime } from './common.ts';
import { expiryReminderText } from './expiry-reminder.ts';
import { inboxReplyText } from './inbox-reply.ts';
import { otpSmsText } from './otp-sms.ts';

// 10:15 pm in Hyderabad: the date must not slip to the next day in UTC's hands.
const at = new Date('2026-11-25T16:45:00Z');

describe('mail and SMS texts', () => {
  it('writes dates in the language, in India time', () => {
    expect(mailDate(at, 'en')).toBe('25 November 2026');
    expect(mailDate(at, 'te')).toContain('నవంబర్');
    expect(mailDate(at, 'hi')).toContain('नवंबर');
    expect(mailDateTime(new Date('2026-11-25T19:00:00Z'), 'en')).toMatch(/^26 Nov 2026, 12:30\s?am IST$/);
  });

  it('keeps the expiry reminder in English word for word, and writes the others in their own script', () => {
    const params = { name: 'Ravi', adTitle: 'Cot', expiresAt: at, renewUrl: 'R', adUrl: 'A' };
    expect(expiryReminderText('en', params).subject).toBe('Your ad "Cot" expires on 25 November 2026');
    expect(expiryReminderText('te', params).text).toMatch(/^నమస్కారం Ravi గారు,/);
    expect(expiryReminderText('hi', params).subject).toContain('को समाप्त हो रहा है');
  });

  it('puts the OTP first in every language, so the phone can read it', () => {
    for (const language of LANGUAGES) expect(otpSmsText(language, '123456')).toMatch(/^123456 /);
  });

  it("frames an operator's reply without touching their words", () => {
    const params = {
      name: 'Salma',
      number: 'G-7',
      subject: null,
      reply: 'We removed it.',
      signature: 'S',
      wroteAt: at,
      message: 'Hi\nthere',
    };
    for (const language of LANGUAGES) expect(inboxReplyText(language, params).text).toContain('We removed it.\n\nS\n\n');
    expect(inboxReplyText('te', params).subject).toBe('మీ ఫిర్యాదు G-7: మా జవాబు');
    expect(inboxReplyText('hi', { ...params, number: null }).subject).toBe('Re: Mohalla Ads को आपका संदेश');
  });
});
