import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.ts';

describe('isUniqueViolation', () => {
  it("finds PostgreSQL's 23505 on the error or in the ORM's wrapping", () => {
    expect(isUniqueViolation(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(true);
    const driver = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    expect(isUniqueViolation(new Error('Failed query: update "users" ...', { cause: driver }))).toBe(true);
  });

  it('is false for other failures and for things that are not errors', () => {
    expect(isUniqueViolation(Object.assign(new Error('not null'), { code: '23502' }))).toBe(false);
    expect(isUniqueViolation(new Error('unique words in a message are not a code'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
