import { SANDBOX_TEST_INSTRUMENTS as TEST } from '@mohalla/shared';

export type CheckoutForm = Record<string, string | undefined>;

/** What the sandbox does with a submitted checkout: settle it, leave it pending, or ask again. */
export type Judgement =
  | { outcome: 'COMPLETED' | 'FAILED' | 'PENDING'; paymentMode: string; errorCode?: string; detailedErrorCode?: string }
  | { outcome: 'INVALID'; message: string };

const digits = (value?: string) => (value ?? '').replace(/\D/g, '');
const clean = (value?: string) => (value ?? '').trim();

const CARDS = [
  { ...TEST.debitCard, mode: 'DEBIT_CARD' },
  { ...TEST.creditCard, mode: 'CREDIT_CARD' },
];

/**
 * PhonePe's UAT rules, as PhonePe's documentation gives them: only the test instruments are accepted. A typo in the
 * card asks again; a wrong OTP or bank password is a declined payment (the order FAILS), as at a real bank.
 */
export function judgePayment(form: CheckoutForm): Judgement {
  switch (form.method) {
    case 'upi': {
      const template = clean(form.upiTemplate);
      if (template === 'success') return { outcome: 'COMPLETED', paymentMode: 'UPI_INTENT' };
      if (template === 'failure')
        return { outcome: 'FAILED', paymentMode: 'UPI_INTENT', errorCode: 'PAYMENT_DECLINED', detailedErrorCode: 'UPI_TEST_FAILURE' };
      if (template === 'pending') return { outcome: 'PENDING', paymentMode: 'UPI_INTENT' };
      return { outcome: 'INVALID', message: 'Choose a UPI test template: success, failure or pending.' };
    }
    case 'card': {
      const card = CARDS.find((c) => digits(c.number) === digits(form.cardNumber));
      if (!card) return { outcome: 'INVALID', message: `Use a sandbox test card: ${TEST.debitCard.number} or ${TEST.creditCard.number}.` };
      if (clean(form.cardExpiry).replace(/\s/g, '') !== card.expiry || clean(form.cardCvv) !== card.cvv) {
        return { outcome: 'INVALID', message: `The expiry or CVV does not match the test card (${card.expiry}, CVV ${card.cvv}).` };
      }
      if (clean(form.otp) !== TEST.otp)
        return { outcome: 'FAILED', paymentMode: card.mode, errorCode: 'AUTHENTICATION_FAILED', detailedErrorCode: 'WRONG_OTP' };
      return { outcome: 'COMPLETED', paymentMode: card.mode };
    }
    case 'netbanking': {
      if (clean(form.bank).toUpperCase() !== TEST.netBanking.bank)
        return { outcome: 'INVALID', message: `Only ${TEST.netBanking.bank} is available in the sandbox.` };
      if (clean(form.bankUsername) !== TEST.netBanking.username || clean(form.bankPassword) !== TEST.netBanking.password) {
        return {
          outcome: 'FAILED',
          paymentMode: 'NET_BANKING',
          errorCode: 'AUTHENTICATION_FAILED',
          detailedErrorCode: 'WRONG_BANK_CREDENTIALS',
        };
      }
      return { outcome: 'COMPLETED', paymentMode: 'NET_BANKING' };
    }
    case 'cancel':
      return { outcome: 'FAILED', paymentMode: 'NONE', errorCode: 'USER_CANCELLED', detailedErrorCode: 'CANCELLED_BY_PAYER' };
    default:
      return { outcome: 'INVALID', message: 'Choose UPI, card or net banking.' };
  }
}
