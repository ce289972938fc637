import { describe, expect, it } from 'vitest';
import { fromFor, platformSender, textFor, withFooter } from './naming';

const FROM = 'Tradepost <no-reply@tradepost.test>';

describe('naming the sending tenant', () => {
  it("reads the platform's name and address from MAIL_FROM", () => {
    expect(platformSender(FROM)).toEqual({ name: 'Tradepost', address: 'no-reply@tradepost.test' });
    expect(platformSender('"Acme Orders" <orders@acme.test>')).toEqual({ name: 'Acme Orders', address: 'orders@acme.test' });
    expect(platformSender('orders@acme.test')).toEqual({ name: 'Tradepost', address: 'orders@acme.test' });
    expect(platformSender('<orders@acme.test>')).toEqual({ name: 'Tradepost', address: 'orders@acme.test' });
  });

  it('names the tenant in the From, the footer and the text, on one line', () => {
    expect(fromFor(FROM, 'Corner Bistro')).toEqual({ name: 'Corner Bistro via Tradepost', address: 'no-reply@tradepost.test' });
    expect(fromFor(FROM, 'Evil\r\nBcc: x@example.com')).toEqual({ name: 'Evil Bcc: x@example.com via Tradepost', address: 'no-reply@tradepost.test' });
    expect(withFooter('Hello.\n\n', FROM, 'Corner Bistro')).toBe('Hello.\n\n-- \nSent by Corner Bistro through Tradepost.\n');
    expect(textFor('Order PO-000001', 'Corner Bistro')).toBe('Corner Bistro: Order PO-000001');
  });

  it("keeps the platform's own From and text for a message without a tenant", () => {
    expect(fromFor(FROM, null)).toBe(FROM);
    expect(withFooter('Hello.', FROM, null)).toBe('Hello.');
    expect(textFor('Hello.', null)).toBe('Hello.');
  });
});
