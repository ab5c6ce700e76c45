import { grossFromNet, MARKETS, type Market, netFromGross } from '@workwear/domain';
import type { BulkValue } from './bulkInsert';
import { type ProductPlan, STREAM } from './plan';
import { streamFor } from './random';

/** Fixed demo exchange rates from euro; real rates would make the seed depend on the day. */
export const DEMO_EXCHANGE_RATES: Readonly<Record<string, number>> = {
  EUR: 1,
  SEK: 11.5,
  NOK: 11.7,
  DKK: 7.46,
  GBP: 0.85,
  CZK: 25,
  PLN: 4.3,
  ISK: 150,
  CHF: 0.95,
  USD: 1.08,
  CAD: 1.48,
};

export const PRICE_LIST_TYPE = { none: 0, agreement: 5 } as const;

export interface PriceListDef {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly type: number;
  readonly market: Market;
}

const SWEDEN = MARKETS.find((m) => m.name === 'se');

/** One public list per market (ids 1-23 in market order), then two Swedish agreement lists. */
export function priceLists(): readonly PriceListDef[] {
  if (!SWEDEN) throw new Error('market se is missing');
  const lists: PriceListDef[] = MARKETS.map((market, i) => ({
    id: i + 1,
    code: `PUBLIC-${market.marketId}`,
    name: `Public price list ${market.marketId}`,
    type: PRICE_LIST_TYPE.none,
    market,
  }));
  lists.push(
    {
      id: lists.length + 1,
      code: 'AGREEMENT-SE-CONSTRUCTION',
      name: 'Agreement price list SE – Construction',
      type: PRICE_LIST_TYPE.agreement,
      market: SWEDEN,
    },
    {
      id: lists.length + 2,
      code: 'AGREEMENT-SE-SERVICE',
      name: 'Agreement price list SE – Service',
      type: PRICE_LIST_TYPE.agreement,
      market: SWEDEN,
    },
  );
  return lists;
}

export function priceListRows(): BulkValue[][] {
  return priceLists().map((l) => [l.id, l.code, l.name, l.type, l.market.name, l.market.currency.code]);
}

/**
 * Converts a euro price and rounds it the way shops in that currency write prices: kronor,
 * zloty and koruna to whole units ending in 9, ISK to hundreds less ten, pounds and dollars to
 * .99, Swiss francs to .90, euros to .95 (or .00 on multiples of five). Minor units out.
 */
export function marketPrice(eurCents: number, currency: string): number {
  const rate = DEMO_EXCHANGE_RATES[currency];
  if (rate === undefined) throw new Error(`no demo exchange rate for ${currency}`);
  const whole = Math.max(1, Math.round((eurCents * rate) / 100));
  switch (currency) {
    case 'SEK':
    case 'NOK':
    case 'DKK':
    case 'CZK':
    case 'PLN':
      return (Math.max(1, Math.round(whole / 10)) * 10 - 1) * 100;
    case 'ISK':
      return (Math.max(1, Math.round(whole / 100)) * 100 - 10) * 100;
    case 'GBP':
    case 'USD':
    case 'CAD':
      return whole * 100 - 1;
    case 'CHF':
      return whole * 100 - 10;
    default:
      return whole % 5 === 0 ? whole * 100 : whole * 100 - 5;
  }
}

type Rows = Generator<BulkValue[]>;

export function* publicPriceRows(products: readonly ProductPlan[]): Rows {
  for (const list of priceLists()) {
    if (list.type !== PRICE_LIST_TYPE.none) continue;
    const pairOf = publicPricePairs(list.market);
    for (const p of products) {
      for (const v of p.variants) {
        const pair = pairOf(v.priceEurCents);
        yield [list.id, v.id, pair[0], pair[1]];
      }
    }
  }
}

/**
 * The market's public [net, gross] price of a euro price. Consumers read prices incl. VAT, so a consumer
 * market's round price is the gross one; business markets quote ex VAT, so there the net price is the
 * round one. Many variants share a euro price: the returned function converts each price once.
 */
export function publicPricePairs(market: Market): (eurCents: number) => readonly [number, number] {
  const { currency, vatRateBasisPoints, info } = market;
  const cache = new Map<number, readonly [number, number]>();
  return (eurCents) => {
    let pair = cache.get(eurCents);
    if (!pair) {
      const round = marketPrice(eurCents, currency.code);
      pair = info.b2CActivate
        ? [netFromGross(round, vatRateBasisPoints), round]
        : [round, grossFromNet(round, vatRateBasisPoints)];
      cache.set(eurCents, pair);
    }
    return pair;
  };
}

/**
 * Agreement lists for later company work: the construction list covers roughly a third of the
 * products at 10-20 % off, the service list a fifth at a flat 12 %.
 */
export function* agreementPriceRows(products: readonly ProductPlan[], seed: number): Rows {
  const lists = priceLists().filter((l) => l.type === PRICE_LIST_TYPE.agreement);
  for (const [n, list] of lists.entries()) {
    const rng = streamFor(seed, STREAM.agreements, n);
    const { currency, vatRateBasisPoints } = list.market;
    for (const p of products) {
      const included = n === 0 ? rng.chance(0.33) : rng.chance(0.2);
      if (!included) continue;
      const discountPercent = n === 0 ? rng.int(10, 20) : 12;
      for (const v of p.variants) {
        const publicNet = marketPrice(v.priceEurCents, currency.code);
        const net = Math.round((publicNet * (100 - discountPercent)) / 100);
        yield [list.id, v.id, net, grossFromNet(net, vatRateBasisPoints)];
      }
    }
  }
}
