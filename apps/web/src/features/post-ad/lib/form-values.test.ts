import { describe, expect, it } from 'vitest';
import type { AdForEdit } from '@mohalla/shared';
import { EMPTY_VALUES, valuesFromAd, valuesFromProfile, withCategory } from './form-values';
import { toPayload } from './payload';
import { imagesFromAd } from './uploaded-image';

const ad: AdForEdit = {
  adId: 7,
  title: 'Flat',
  description: '2BHK',
  categoryId: 'real-estate',
  subcategory: 'Flats',
  locationId: 'ecil',
  price: 15000,
  priceTypeId: 'month',
  images: [],
  features: ['Parking', 'Old value'],
  amenities: ['Schools Nearby'],
  paymentPlanId: null,
  ownerName: 'Ravi',
  ownerPhone: '9876543210',
  ownerWhatsapp: '9876543210',
  ownerEmail: null,
  status: 'draft',
  expiresAt: null,
};

describe('form values', () => {
  it('prefills contact and area from the profile', () => {
    const values = valuesFromProfile({ displayName: 'Ravi', phone: '9876543210', email: 'ravi@example.in', location: 'nagaram' });
    expect(values).toMatchObject({
      ownerName: 'Ravi',
      ownerPhone: '9876543210',
      ownerEmail: 'ravi@example.in',
      locationId: 'nagaram',
      title: '',
    });
    expect(valuesFromProfile({ displayName: 'R', phone: null, email: 'r@x.in', location: 'mars' })).toMatchObject({
      ownerPhone: '',
      locationId: '',
    });
  });

  it('loads an ad for edit, dropping unknown presets and a WhatsApp copied from the phone', () => {
    expect(valuesFromAd(ad)).toMatchObject({
      price: '15000',
      priceTypeId: 'month',
      features: ['Parking'],
      ownerWhatsapp: '',
      ownerEmail: '',
    });
    expect(valuesFromAd({ ...ad, price: null, priceTypeId: 'barter' })).toMatchObject({ price: '', priceTypeId: 'fixed' });
  });

  it('drops a subcategory that does not belong to the new category', () => {
    const flat = { ...EMPTY_VALUES, categoryId: 'real-estate', subcategory: 'Flats' };
    expect(withCategory(flat, 'vehicles').subcategory).toBe('');
    expect(withCategory(flat, 'real-estate').subcategory).toBe('Flats');
  });
});

describe('payload', () => {
  it('builds the PascalCase body with Images and Features as JSON strings, cover first', () => {
    const images = [
      { id: 'b', url: '/b', thumb: '/bt', name: 'b.jpg', size: 2, type: 'image/jpeg' },
      { id: 'a', url: '/a', thumb: '/at', name: 'a.jpg', size: 1, type: 'image/png' },
    ];
    const payload = toPayload({ ...valuesFromAd(ad), ownerPhone: '+91 98765 43210', subcategory: ' ' }, images);
    expect(payload).toMatchObject({
      Title: 'Flat',
      CategoryId: 'real-estate',
      Subcategory: null,
      Price: 15000,
      PriceTypeId: 'month',
      OwnerPhone: '9876543210',
      OwnerWhatsapp: null,
      OwnerEmail: null,
    });
    expect(JSON.parse(payload.Images)).toEqual([
      { id: 'b', name: 'b.jpg', size: 2, type: 'image/jpeg' },
      { id: 'a', name: 'a.jpg', size: 1, type: 'image/png' },
    ]);
    expect(JSON.parse(payload.Features!)).toEqual(['Parking']);
    expect(toPayload({ ...EMPTY_VALUES, priceTypeId: 'free', price: '100' }, []).Price).toBeNull();
    expect(toPayload(EMPTY_VALUES, []).Features).toBeNull();
    const saved = imagesFromAd({ images: [{ id: 'c', url: '/c', thumb: '/ct', width: 1, height: 1 }] });
    expect(JSON.parse(toPayload(EMPTY_VALUES, saved).Images)).toEqual([{ id: 'c' }]);
  });
});
