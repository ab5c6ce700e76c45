import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FormViewRules } from '../companySettings';
import { addressIssues } from './addressFieldRules';
import { buyerIssues, type CheckoutRuleOptions, EMAIL_PATTERN, orderInfoIssues } from './checkoutFieldRules';
import { addressFormSchema, buyerFormSchema } from './checkoutForms';
import { firstByPath, zodFirstByPath } from './firstIssues.testing';
import { withFormViewRules } from './formViewRules';
import { orderInfoSchemaFor } from './orderReferences';
import { isValidPhone } from './phoneNumbers';

// Text that reaches every rule: blocked and control characters, apostrophes, blanks, line breaks,
// digits, e-mail-like parts, and lengths around the limits. The domain imports no test library but
// vitest: the random cases come from a seeded generator, so a failure is repeatable.
const PIECES = [
  '',
  ' ',
  'a',
  'Å',
  "O'B",
  '<',
  ';',
  '@',
  '\u0007',
  '\n',
  '\t',
  '1',
  '123 45',
  'SE-',
  '+46',
  'x.se',
  'anna@example.se',
  'a'.repeat(49),
  'b'.repeat(99),
  'CA',
  'NY',
  'ON',
  '😀',
];
const COUNTRY_IDS = [752, 578, 246, 826, 124, 840, 56, 0, 9999, 1.5, Number.NaN];
const FIELDS = [
  'firstName',
  'cellphone',
  'careOf',
  'zipCode',
  'region',
  'orderLabel',
  'projectNumber',
  'comment',
];
const RUNS = 600;

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(from: readonly T[]): T => from[Math.floor(next() * from.length)]!;
  const bool = () => next() < 0.5;
  const typed = () => Array.from({ length: Math.floor(next() * 6) }, () => pick(PIECES)).join('');
  /** Some keys left out, as a form's optional fields may be. */
  const some = <T extends Record<string, unknown>>(record: T, keep: readonly string[] = []) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => keep.includes(key) || next() < 0.8));
  const options = (): CheckoutRuleOptions => ({
    b2b: bool(),
    rules: [
      {
        context: 'Checkout',
        rules: FIELDS.filter(bool).map((ruleName) => ({ ruleName, ruleType: 'Required' })),
      },
    ] satisfies FormViewRules,
    references: { useProjectNumber: bool(), useOrderNumber: bool() },
  });
  return { pick, bool, typed, some, options };
}

describe('the checkout field rules without zod', () => {
  it('use the pattern of z.email()', () => {
    // The same pattern; the linter writes a hyphen ending a character class without zod's escape.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-]', '-]'));
  });

  it('give the buyer the messages the schema gives, field by field', () => {
    const g = generator(1);
    for (let run = 0; run < RUNS; run++) {
      const opts = g.options();
      const buyer = {
        firstName: g.typed(),
        lastName: g.typed(),
        email: g.typed(),
        cellphone: { dialCode: g.typed(), number: g.typed() },
      };
      const schema = withFormViewRules(buyerFormSchema, opts.rules, opts);
      expect(firstByPath(buyerIssues(opts, buyer, isValidPhone)), JSON.stringify([opts, buyer])).toEqual(
        zodFirstByPath(schema, buyer),
      );
    }
  });

  it('give the order info the messages the schema gives, references included', () => {
    const g = generator(2);
    for (let run = 0; run < RUNS; run++) {
      const opts = g.options();
      const info = g.some({
        orderLabel: g.typed(),
        orderNumber: g.typed(),
        projectNumber: g.typed(),
        comment: g.typed(),
        extraOrderConfirmationEmail: g.typed(),
        weeklyDelivery: g.bool(),
      });
      expect(firstByPath(orderInfoIssues(opts, info)), JSON.stringify([opts, info])).toEqual(
        zodFirstByPath(orderInfoSchemaFor(opts), info),
      );
    }
  });

  it('give an address the messages the schema gives, the country checks included', () => {
    const g = generator(3);
    for (let run = 0; run < RUNS; run++) {
      const opts = g.options();
      const address = g.some(
        {
          careOf: g.typed(),
          addressLine1: g.typed(),
          addressLine2: g.typed(),
          zipCode: g.bool() ? g.typed() : g.pick(['12345', '123 45', 'K1A 0B1', '10001', '0150']),
          city: g.typed(),
          region: g.bool() ? g.typed() : g.pick(['NY', 'ON', 'XX']),
          countryId: g.pick(COUNTRY_IDS),
        },
        ['addressLine1', 'zipCode', 'city', 'countryId'],
      );
      const schema = withFormViewRules(addressFormSchema, opts.rules, opts);
      expect(firstByPath(addressIssues(opts, address)), JSON.stringify([opts, address])).toEqual(
        zodFirstByPath(schema, address),
      );
    }
  });
});
