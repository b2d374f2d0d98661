import { describe, expect, it, vi } from 'vitest';
import { clearDraft, draftKey, loadDraft, parseDraft, saveDraft, serializeDraft } from './draft-storage';
import { EMPTY_VALUES } from './form-values';

const values = { ...EMPTY_VALUES, title: 'Cycle', price: '2,000', features: ['Parking'], amenities: ['Schools Nearby'] };
const image = {
  id: '0b6f8f52-0d4e-4b4e-9a51-7f0c2a8e1c11',
  url: '/media/a/800.webp',
  thumb: '/media/a/320.webp',
  name: 'a.jpg',
  size: 1200,
  type: 'image/jpeg',
};

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('draft serialisation', () => {
  it('round-trips values and uploaded images', () => {
    const raw = serializeDraft(values, [image], new Date('2026-01-02T03:04:05Z'));
    expect(parseDraft(raw)).toEqual({ values, images: [image], savedAt: '2026-01-02T03:04:05.000Z' });
  });

  it('reads broken, foreign or older drafts as no draft', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 0, values, images: [] }))).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 1, savedAt: 'x', values: { ...values, priceTypeId: 'barter' }, images: [] }))).toBeNull();
  });

  it('drops preset values that no longer exist instead of the whole draft', () => {
    const raw = serializeDraft({ ...values, features: ['Parking', 'Helipad'] }, []);
    expect(parseDraft(raw)?.values.features).toEqual(['Parking']);
  });

  it('keys drafts per user and per edited ad', () => {
    expect(draftKey('u1')).toBe('postAdDraft:u1');
    expect(draftKey('u1', 42)).toBe('postAdDraft:u1:42');
  });

  it('saves, loads and clears through the store, and survives a store that throws', () => {
    const store = memoryStore();
    saveDraft('k', values, [image], store);
    expect(loadDraft('k', store)?.values.title).toBe('Cycle');
    clearDraft('k', store);
    expect(store.map.size).toBe(0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadDraft('k', broken)).toBeNull();
    expect(() => saveDraft('k', values, [], broken)).not.toThrow();
    expect(() => clearDraft('k', broken)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
