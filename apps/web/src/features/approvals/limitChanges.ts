import {
  type CurrencyFormat,
  MAX_AMOUNT_LIMIT_MINOR,
  marketAmountInput,
  parseMarketAmount,
} from '@workwear/domain';
import { z } from 'zod';

/**
 * The limits administration's form, row by row (company/amount-limits): each customer's limit as
 * typed in the market's format (empty: the company's default) and who decides over it (an e-mail;
 * empty: over the limit is refused). Only the rows that differ from what the page showed are sent,
 * converted exactly to minor units by the domain's money parser; a row in error sends nothing.
 */
export type LimitRowInput = {
  readonly customerId: number;
  readonly limit: string;
  readonly attestant: string;
  /** What the page showed, to send only what changed. */
  readonly shownLimit: string;
  readonly shownAttestant: string;
};

export type LimitRowError = 'invalidAmount' | 'negative' | 'invalidEmail';

export type LimitChange = {
  readonly customerId: number;
  readonly amountLimit: number | null;
  readonly amountLimitAttestant: string | null;
};

export type LimitChanges = {
  readonly changes: readonly LimitChange[];
  /** Per customer id and field. */
  readonly errors: Readonly<Record<number, Partial<Record<'limit' | 'attestant', LimitRowError>>>>;
};

const email = z.email();

/** The limit a row's field shows: the customer's own in the market's format, or empty for the default. */
export const limitInputOf = (limit: number | null, usesDefault: boolean, format: CurrencyFormat): string =>
  usesDefault || limit === null ? '' : marketAmountInput(limit, format);

function limitOf(text: string, format: CurrencyFormat): number | null | LimitRowError {
  if (text.trim() === '') return null;
  const minor = parseMarketAmount(text, format);
  if (minor === undefined || minor > MAX_AMOUNT_LIMIT_MINOR) return 'invalidAmount';
  return minor < 0 ? 'negative' : minor;
}

export function limitChanges(rows: readonly LimitRowInput[], format: CurrencyFormat): LimitChanges {
  const changes: LimitChange[] = [];
  const errors: Record<number, Partial<Record<'limit' | 'attestant', LimitRowError>>> = {};
  for (const row of rows) {
    const limit = limitOf(row.limit, format);
    const attestant = row.attestant.trim();
    const rowErrors: Partial<Record<'limit' | 'attestant', LimitRowError>> = {};
    if (typeof limit === 'string') rowErrors.limit = limit;
    if (attestant !== '' && !email.safeParse(attestant).success) rowErrors.attestant = 'invalidEmail';
    if (rowErrors.limit || rowErrors.attestant) {
      errors[row.customerId] = rowErrors;
      continue;
    }
    const shown = limitOf(row.shownLimit, format);
    const same = shown === limit && row.shownAttestant.trim().toLowerCase() === attestant.toLowerCase();
    if (same) continue;
    changes.push({
      customerId: row.customerId,
      amountLimit: limit as number | null,
      amountLimitAttestant: attestant === '' ? null : attestant,
    });
  }
  return { changes, errors };
}
