import { describe, expect, it } from 'vitest';
import { AdWriteSchema } from './ad-write.ts';
import { PhoneSchema, ProfileUpdateSchema, SendOtpSchema } from './auth.ts';
import { ContactMessageSchema } from './contact.ts';
import { normalisePhone, PHONE_DIGITS, phoneInput } from './phone.ts';

describe('normalisePhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['91-98765-43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['+91 098765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(98765) 43.210', '9876543210'],
    [' 98765 43210 ', '9876543210'],
  ])('%j -> the 10 digits', (typed, expected) => {
    expect(normalisePhone(typed)).toBe(expected);
    expect(PHONE_DIGITS.test(normalisePhone(typed))).toBe(true);
  });

  it('keeps a 10-digit number that starts with 91 or is all digits already', () => {
    expect(normalisePhone('9198765432')).toBe('9198765432');
  });

  it.each([
    ['', ''],
    ['   ', ''],
    ['98765', '98765'],
    ['98765-4321', '987654321'],
    ['98765432101', '98765432101'],
    ['9876x43210', '9876x43210'],
    ['+1 555 123 4567', '+15551234567'],
  ])('leaves %j as %j, which is not 10 digits', (typed, expected) => {
    expect(normalisePhone(typed)).toBe(expected);
    expect(PHONE_DIGITS.test(normalisePhone(typed))).toBe(false);
  });
});

describe('phoneInput', () => {
  it('normalises text and passes anything else through for the schema to refuse', () => {
    expect(phoneInput('+91 98765 43210')).toBe('9876543210');
    expect(phoneInput(null)).toBeNull();
    expect(phoneInput(9876543210)).toBe(9876543210);
  });
});

describe('the schemas that take a phone', () => {
  const ad = { Title: 'Cycle', Description: 'Red', CategoryId: 'vehicles', LocationId: 'ecil', Price: 500, OwnerName: 'Ravi' };

  it('store the 10 digits of what was typed', () => {
    expect(PhoneSchema.parse('+91 98765 43210')).toBe('9876543210');
    expect(SendOtpSchema.parse({ phone: '098765-43210' })).toEqual({ phone: '9876543210' });
    expect(ProfileUpdateSchema.parse({ displayName: 'Asha', phone: '98765 43210' }).phone).toBe('9876543210');
    const written = AdWriteSchema.parse({ ...ad, OwnerPhone: '+91 98765 43210', OwnerWhatsapp: '91234 56780' });
    expect([written.OwnerPhone, written.OwnerWhatsapp]).toEqual(['9876543210', '9123456780']);
    expect(ContactMessageSchema.parse({ name: 'A', email: 'a@b.in', message: 'Hi', phone: '+91 98765 43210' }).phone).toBe('9876543210');
  });

  it("refuse anything else with the server's messages", () => {
    const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
    expect(message(PhoneSchema.safeParse('98765'))).toBe('Please enter a valid 10-digit phone number');
    expect(message(PhoneSchema.safeParse(null))).toBe('Please enter a valid 10-digit phone number');
    expect(message(AdWriteSchema.safeParse({ ...ad, OwnerPhone: ' ' }))).toBe('Please fill in all required fields');
    expect(message(AdWriteSchema.safeParse({ ...ad, OwnerPhone: '9876x43210' }))).toBe('Please enter a valid 10-digit phone number');
    expect(message(AdWriteSchema.safeParse({ ...ad, OwnerPhone: '9876543210', OwnerWhatsapp: '111' }))).toBe(
      'Please enter a valid 10-digit WhatsApp number',
    );
    expect(message(ContactMessageSchema.safeParse({ name: 'A', email: 'a@b.in', message: 'Hi', phone: '2712 3456' }))).toBe(
      'Please enter a valid 10-digit phone number',
    );
  });
});
