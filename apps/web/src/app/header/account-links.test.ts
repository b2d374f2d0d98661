import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS, accountLinksFor } from './account-links';

describe('the account menu’s items', () => {
  it('offers the operator console to operators only', () => {
    expect(accountLinksFor({ isOperator: false })).toEqual(ACCOUNT_LINKS);
    const items = accountLinksFor({ isOperator: true });
    expect(items.slice(0, ACCOUNT_LINKS.length)).toEqual(ACCOUNT_LINKS);
    expect(items.at(-1)).toMatchObject({ to: '/admin/reports', labelKey: 'account.admin' });
  });
});
