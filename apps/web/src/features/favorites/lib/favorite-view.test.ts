import { describe, expect, it } from 'vitest';
import type { Favorite } from '@mohalla/shared';
import messages from '@/locales/en/favorites.json';
import { toFavoriteView } from './favorite-view';

const defaults = messages.defaults;
/** A saved ad whose text fields the server left blank. */
const blank: Favorite = {
  id: 1,
  title: '',
  description: '',
  category: '',
  categoryKey: '',
  location: '',
  image: null,
  price: null,
  priceType: 'fixed',
  isPremium: false,
  views: 0,
  features: [],
  addedAt: '',
  status: 'active',
};

describe('toFavoriteView', () => {
  it('fills the spec defaults when fields are blank', () => {
    const view = toFavoriteView({ ...blank, id: 7, title: '  ' }, defaults);
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
        ...blank,
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
    const view = toFavoriteView({ ...blank, priceType: 'free', category: 'Electronics' }, defaults);
    expect(view.priceText).toBe('Free');
    expect(view.categoryKey).toBe('electronics');
  });
});
