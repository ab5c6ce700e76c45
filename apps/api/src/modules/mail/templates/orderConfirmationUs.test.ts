import { describe, expect, it } from 'vitest';
import { sampleOrderConfirmation } from '../../../testing/orderConfirmationMail';
import { mailRequestSchema, renderMail } from '../mailRequest';

/** A US order's confirmation in English reads US English and writes the address as the order page does. */
describe('orderConfirmation mail of a US order', () => {
  const render = (market: 'us' | 'se') =>
    renderMail(
      mailRequestSchema.parse({
        to: 'buyer@example.test',
        language: 'en',
        template: 'orderConfirmation',
        data: sampleOrderConfirmation('en', { market }),
      }),
    );

  it('says Color, not Colour, and writes "Austin, TX 78701"', () => {
    const mail = render('us');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Color:');
      expect(part).not.toContain('Colour');
      expect(part).toContain('Austin, TX 78701');
    }
  });

  it('keeps the shop’s British English elsewhere', () => {
    expect(render('se').text).toContain('Colour:');
  });
});
