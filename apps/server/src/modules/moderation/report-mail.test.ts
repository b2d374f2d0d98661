import { describe, expect, it } from 'vitest';
import { composeReportDecisionMail } from './report-mail.ts';

const reporter = { email: 'asha@example.com', displayName: 'Asha' };

describe('the mail a reporter gets when their report is decided', () => {
  it('names the reported ad by its title and says what was decided', () => {
    const mail = composeReportDecisionMail(reporter, { outcome: 'hidden', adTitle: 'Hero Splendor 2019' });
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Your report has been reviewed');
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text).toContain('the ad "Hero Splendor 2019"');
    expect(mail.text).toContain('We have removed the ad.');
  });

  it('says a person was reported without naming anyone', () => {
    const mail = composeReportDecisionMail({ ...reporter, displayName: '' }, { outcome: 'suspended' });
    expect(mail.text).toContain('Hello User,');
    expect(mail.text).toContain('reporting a person');
    expect(mail.text).toContain('We have suspended the account.');
  });

  it.each([
    ['restored', 'the ad stays on the site'],
    ['dismissed', 'we have not acted this time'],
  ] as const)('a %s report says so', (outcome, words) => {
    expect(composeReportDecisionMail(reporter, { outcome, adTitle: 'Cot' }).text).toContain(words);
  });
});
