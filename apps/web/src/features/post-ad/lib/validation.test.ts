import { AD_MESSAGES } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, type AdFormValues } from './form-values';
import { clampStep, furthestReachableStep, validateAll, validateStep } from './validation';

const complete: AdFormValues = {
  ...EMPTY_VALUES,
  title: 'Godrej almirah',
  description: 'Steel, 6 ft, good condition',
  categoryId: 'services',
  locationId: 'ecil',
  price: '₹ 6,500',
  ownerName: 'Ravi',
  ownerPhone: '98765 43210',
};
const missing = { message: AD_MESSAGES.required, isMissing: true };

describe('step validation with the server schema', () => {
  it('step 1 needs title, description and category, first missing field focused', () => {
    const result = validateStep(1, { ...complete, description: '  ', categoryId: '' });
    expect(result).toEqual({
      isValid: false,
      message: 'Please fill in all required fields',
      fields: { description: missing, categoryId: missing },
      first: 'description',
    });
    expect(validateStep(1, complete).isValid).toBe(true);
  });

  it('judges only the fields of the step', () => {
    expect(validateStep(1, { ...complete, ownerPhone: '', locationId: '' }).isValid).toBe(true);
    expect(validateStep(3, { ...complete, title: '' }).isValid).toBe(true);
  });

  it('step 2 needs location and price, unless the ad is free', () => {
    expect(validateStep(2, { ...complete, price: '' })).toMatchObject({
      isValid: false,
      message: 'Please fill in location and price',
      fields: { price: { isMissing: true } },
      first: 'price',
    });
    expect(validateStep(2, { ...complete, locationId: '' })).toMatchObject({
      message: 'Please fill in location and price',
      first: 'locationId',
    });
    expect(validateStep(2, { ...complete, price: '', priceTypeId: 'free' }).isValid).toBe(true);
    expect(validateStep(2, { ...complete, price: '12k', priceTypeId: 'free' }).isValid).toBe(true);
  });

  it('flags a missing price even while another field of the form is wrong', () => {
    expect(validateStep(2, { ...complete, title: '', locationId: '', price: '' })).toMatchObject({
      fields: { locationId: missing, price: { isMissing: true } },
    });
  });

  it("step 2 refuses a price that is not a number or is negative, with the schema's words", () => {
    expect(validateStep(2, { ...complete, price: '12k' })).toMatchObject({
      message: 'Price must be a number',
      fields: { price: { message: 'Price must be a number', isMissing: false } },
    });
    expect(validateStep(2, { ...complete, price: '-5' })).toMatchObject({ message: 'Price cannot be negative' });
    // A missing location outranks a bad price: the spec's own message comes first.
    expect(validateStep(2, { ...complete, price: 'abc', locationId: '' })).toMatchObject({
      message: 'Please fill in location and price',
      first: 'locationId',
    });
  });

  it('step 3 needs name and a 10-digit phone; WhatsApp and email are checked only when given', () => {
    expect(validateStep(3, { ...complete, ownerName: '' })).toMatchObject({
      message: 'Please fill in contact information',
      first: 'ownerName',
    });
    expect(validateStep(3, { ...complete, ownerPhone: ' ' })).toMatchObject({ message: 'Please fill in contact information' });
    expect(validateStep(3, { ...complete, ownerPhone: '12345' })).toMatchObject({
      message: 'Please enter a valid 10-digit phone number',
      first: 'ownerPhone',
    });
    for (const phone of ['+91 98765 43210', '098765-43210', '9876543210']) {
      expect(validateStep(3, { ...complete, ownerPhone: phone }).isValid).toBe(true);
    }
    expect(validateStep(3, { ...complete, ownerWhatsapp: '111' })).toMatchObject({
      message: 'Please enter a valid 10-digit WhatsApp number',
    });
    expect(validateStep(3, { ...complete, ownerEmail: 'not-an-email' })).toMatchObject({ message: 'Please enter a valid email address' });
    expect(validateStep(3, { ...complete, ownerEmail: 'ravi@example.in', ownerWhatsapp: '9123456780' }).isValid).toBe(true);
  });

  it('submit checks every step and points at the step of the first problem', () => {
    expect(validateAll(complete).isValid).toBe(true);
    expect(validateAll({ ...complete, ownerPhone: '' })).toMatchObject({
      message: 'Please fill in all required fields',
      step: 3,
      first: 'ownerPhone',
    });
    expect(validateAll({ ...complete, title: '', ownerName: '' })).toMatchObject({
      message: 'Please fill in all required fields',
      step: 1,
      first: 'title',
    });
    expect(validateAll({ ...complete, title: 'x'.repeat(151) })).toMatchObject({
      message: 'Title must be at most 150 characters',
      step: 1,
    });
  });
});

describe('which steps the indicator may open', () => {
  it('opens a step only when every step before it is valid, and step 4 only once saved', () => {
    expect(furthestReachableStep(EMPTY_VALUES, false)).toBe(1);
    expect(furthestReachableStep({ ...complete, price: '' }, false)).toBe(2);
    expect(furthestReachableStep(complete, false)).toBe(3);
    expect(furthestReachableStep(complete, true)).toBe(4);
  });

  it('keeps a step from the URL within reach and reads nonsense as step 1', () => {
    expect(clampStep('4', complete, true)).toBe(4);
    expect(clampStep('4', complete, false)).toBe(3);
    expect(clampStep('3', { ...complete, title: '' }, true)).toBe(1);
    for (const bad of [null, '', '0', '9', 'two', '2.5']) expect(clampStep(bad, complete, true)).toBe(1);
  });
});
