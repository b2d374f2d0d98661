import { useTranslation } from '@/lib/i18n';
import { SANDBOX_TEST_INSTRUMENTS as TEST } from '@mohalla/shared';
import { Card } from '@/components/ui/card';
import { loadMessages } from '@/lib/i18n';

void loadMessages('payments');

/** PhonePe's UAT test instruments (PhonePe's Standard Checkout v2 documentation), which the local sandbox accepts too. */
export function TestInstruments() {
  const { t } = useTranslation('payments');
  const rows = [
    [t('demo.debitCard'), t('demo.cardDetails', TEST.debitCard)],
    [t('demo.creditCard'), t('demo.cardDetails', TEST.creditCard)],
    [t('demo.otp'), TEST.otp],
    [t('demo.netBanking'), t('demo.netBankingDetails', TEST.netBanking)],
    [t('demo.upi'), t('demo.upiDetails', { templates: TEST.upiTemplates.join(', ') })],
  ];
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold text-gray-900">{t('demo.instrumentsTitle')}</h2>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-medium text-gray-600">{name}</dt>
            <dd className="font-mono text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
