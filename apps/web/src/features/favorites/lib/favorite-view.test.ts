import { describe, expect, it } from 'vitest';
import messages from '@/locales/en/favorites.json';
import { toFavoriteView } from './favorite-view';

const defaults = messages.defaults;

describe('toFavoriteView', () => {
  it('fills the spec defaults when fields are missing', () => {
    const view = toFavoriteView({ id: 7, title: '  ', price: null, category: null, location: undefined, features: null }, defaults);
    expect(view).toMatchObject({
      id: 7,
      title: 'Untitled Ad',
      priceText: 'Contact for Price',
      category: 'General',
      location: 'Unknown',
      features: [],
      image: null,
      views: 0,
      isPremium: false,
      isSold: false,
      addedOn: '',
    });
  });

  it('keeps what the ad has and formats price and date the spec way', () => {
    const view = toFavoriteView(
      {
        id: 3,
        title: 'Flat near ECIL',
        description: 'Two bedrooms',
        category: 'Real Estate',
        categoryKey: 'real-estate',
        location: 'ECIL',
        image: '/media/a.webp',
        price: 15000,
        priceType: 'month',
        isPremium: true,
        views: 12,
        features: ['Parking'],
        addedAt: '2025-03-05T06:00:00.000Z',
        status: 'sold',
      },
      defaults,
    );
    expect(view).toMatchObject({
      title: 'Flat near ECIL',
      priceText: '₹15,000/month',
      category: 'Real Estate',
      categoryKey: 'real-estate',
      location: 'ECIL',
      image: '/media/a.webp',
      isPremium: true,
      isSold: true,
      views: 12,
      features: ['Parking'],
      addedOn: '5 March 2025',
    });
  });

  it('says Free for a free ad without a price, and finds the key from an old category name', () => {
    const view = toFavoriteView({ id: 1, price: null, priceType: 'free', category: 'Electronics' }, defaults);
    expect(view.priceText).toBe('Free');
    expect(view.categoryKey).toBe('electronics');
  });
});
