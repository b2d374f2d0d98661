import { SANDBOX_TEST_INSTRUMENTS as TEST, formatLongDate } from '@mohalla/shared';
import type { SandboxOrder } from './sandbox-store.ts';

const escape = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// Inline style is allowed by the site's CSP (style-src 'unsafe-inline'); there is no script at all, so the
// page works under the same CSP as the rest of the site: the payer's choice travels in a plain form POST.
const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f3f0fa; color: #1f1333; }
  .sandbox { background: #b91c1c; color: #fff; text-align: center; padding: .75rem; font-weight: 700; letter-spacing: .02em; }
  main { max-width: 40rem; margin: 1.5rem auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 1px 4px #0002; }
  h1 { color: #5f259f; margin: 0 0 .25rem; } h2 { font-size: 1.05rem; margin: 0 0 .75rem; }
  fieldset { border: 1px solid #d8cfe8; border-radius: 10px; margin: 1rem 0; padding: 1rem; }
  label { display: block; margin: .5rem 0 .25rem; font-weight: 600; font-size: .9rem; }
  input, select { width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #9ca3af; border-radius: 8px; font-size: 1rem; }
  button { margin-top: .9rem; padding: .7rem 1.1rem; border: 0; border-radius: 8px; background: #5f259f; color: #fff; font-weight: 700; font-size: 1rem; cursor: pointer; }
  button.cancel { background: #fff; color: #b91c1c; border: 1px solid #b91c1c; }
  .error { background: #fee2e2; color: #991b1b; padding: .75rem; border-radius: 8px; }
  .muted { color: #4b5563; font-size: .9rem; } .check { display: flex; gap: .5rem; align-items: center; font-weight: 400; }
  .check input { width: auto; } dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem .75rem; } dt { font-weight: 600; }`;

const field = (id: string, label: string, attrs = '') => `<label for="${id}">${label}</label><input id="${id}" name="${id}" ${attrs}>`;

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body><div class="sandbox" role="note">PhonePe SANDBOX — no real money</div><main>${body}</main></body></html>`;
}

/** The payer's page: UPI, card or net banking with the UAT test instruments, or cancel. */
export function renderCheckout(order: SandboxOrder, options: { action: string; token: string; error?: string }): string {
  const amount = rupees(order.amount);
  return shell(
    `Pay ${amount} - PhonePe sandbox`,
    `
<h1>Pay ${amount}</h1>
<p class="muted">To Mohalla Ads · Order ${escape(order.merchantOrderId)} · Open until ${escape(formatLongDate(new Date(order.expireAt)))}, ${escape(new Date(order.expireAt).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata' }))}</p>
<p class="muted">This is the local PhonePe sandbox gateway. Nothing is charged; use the test instruments below.</p>
${options.error ? `<p class="error" role="alert">${escape(options.error)}</p>` : ''}
<form method="post" action="${escape(options.action)}">
  <input type="hidden" name="token" value="${escape(options.token)}">
  <fieldset><legend><h2>UPI</h2></legend>
    <label for="upiTemplate">PhonePe Test App template</label>
    <select id="upiTemplate" name="upiTemplate">${TEST.upiTemplates.map((t) => `<option value="${t}">${t}</option>`).join('')}</select>
    <button name="method" value="upi">Pay ${amount} with UPI</button>
  </fieldset>
  <fieldset><legend><h2>Card</h2></legend>
    ${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242"')}
    ${field('cardExpiry', 'Expiry (MM/YY)', 'autocomplete="off" placeholder="12/27"')}
    ${field('cardCvv', 'CVV', 'inputmode="numeric" autocomplete="off"')}
    ${field('otp', 'OTP', 'inputmode="numeric" autocomplete="off"')}
    <button name="method" value="card">Pay ${amount} with card</button>
  </fieldset>
  <fieldset><legend><h2>Net banking</h2></legend>
    ${field('bank', 'Bank code', 'autocomplete="off" placeholder="SBIN"')}
    ${field('bankUsername', 'Bank username', 'autocomplete="off"')}
    ${field('bankPassword', 'Bank password', 'type="password" autocomplete="off"')}
    <button name="method" value="netbanking">Pay ${amount} with net banking</button>
  </fieldset>
  <label class="check"><input type="checkbox" name="notify" value="1" checked> Send the webhook to the shop (untick to test a lost callback)</label>
  <button class="cancel" name="method" value="cancel">Cancel payment</button>
</form>
<h2>Test instruments</h2>
<dl>
  <dt>Debit card</dt><dd>${TEST.debitCard.number}, expiry ${TEST.debitCard.expiry}, CVV ${TEST.debitCard.cvv}</dd>
  <dt>Credit card</dt><dd>${TEST.creditCard.number}, expiry ${TEST.creditCard.expiry}, CVV ${TEST.creditCard.cvv}</dd>
  <dt>Card OTP</dt><dd>${TEST.otp} (any other OTP declines the payment)</dd>
  <dt>Net banking</dt><dd>Bank ${TEST.netBanking.bank}, username ${TEST.netBanking.username}, password ${TEST.netBanking.password}</dd>
  <dt>UPI</dt><dd>Templates ${TEST.upiTemplates.join(', ')}</dd>
</dl>`,
  );
}

/** An order that is already settled, expired or unknown. */
export function renderNotice(title: string, message: string, backUrl?: string): string {
  return shell(
    `${title} - PhonePe sandbox`,
    `<h1>${escape(title)}</h1><p>${escape(message)}</p>${backUrl ? `<p><a href="${escape(backUrl)}">Return to the shop</a></p>` : ''}`,
  );
}
