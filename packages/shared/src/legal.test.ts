import { describe, expect, it } from 'vitest';
import { GRIEVANCE_MESSAGES, GrievanceBodySchema, grievanceDeadlines, grievanceNumber } from './legal.ts';

const base = { name: 'Farhan', email: 'farhan@example.in', complaint: 'A copied ad.' };
const adOf = (ad: unknown) => GrievanceBodySchema.safeParse({ ...base, ad });

describe('a grievance’s ad reference', () => {
  it('reads the ad’s number from a number, #number, a path or a link', () => {
    for (const ad of ['42', ' 42 ', '#42', '/ad/42', '/ad/42/', 'https://mohalla.example/ad/42', 'http://localhost:3000/ad/42?ref=wa#top'])
      expect(adOf(ad).data?.ad, ad).toBe(42);
  });

  it('leaves it out when blank, and refuses anything else with one message', () => {
    expect(adOf('').data?.ad).toBeUndefined();
    expect(adOf(undefined).data?.ad).toBeUndefined();
    for (const ad of ['abc', '/ads/42', 'https://elsewhere.example/item/42', '0', '99999999999', 'ftp://x/ad/4', 42]) {
      const result = adOf(ad);
      expect(result.success, String(ad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(GRIEVANCE_MESSAGES.adReference);
    }
  });
});

describe('a grievance’s deadlines', () => {
  it('are 24 hours to acknowledge and 15 days to resolve (IT Rules 2021)', () => {
    const filed = new Date('2026-11-25T10:00:00Z');
    expect(grievanceDeadlines(filed)).toEqual({
      acknowledgeBy: new Date('2026-11-26T10:00:00Z'),
      resolveBy: new Date('2026-12-10T10:00:00Z'),
    });
    expect(grievanceNumber(12)).toBe('G-12');
  });
});
