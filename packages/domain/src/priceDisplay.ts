import { z } from 'zod';
import { type Market, neverShowsIncVat } from './markets';
import { shownAmount } from './moneyPair';
import { isB2B, type RoleCode } from './roles';

export const VAT_CHOICES = ['exVAT', 'incVAT'] as const;

export type VatChoice = (typeof VAT_CHOICES)[number];

export const vatChoiceSchema = z.enum(VAT_CHOICES);

/** The stored choice comes from a cookie anyone can edit: anything else counts as no choice. */
export function parseVatChoice(value: unknown): VatChoice | undefined {
  const parsed = vatChoiceSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export type PriceDisplayInput = {
  readonly market: Market;
  readonly marketSettings: { readonly hidePrice: boolean };
  readonly role?: RoleCode | null;
  readonly company?: { readonly hidePrice?: boolean; readonly showPriceIncVat?: boolean } | null;
  readonly storedVatChoice?: VatChoice | null;
};

export type PriceDisplay = {
  readonly showPrices: boolean;
  /** Show amounts including VAT; false whenever prices are hidden. */
  readonly incVat: boolean;
  /** Open the VAT-choice dialog: a consumer-market visitor who has not chosen yet. */
  readonly askVatChoice: boolean;
};

const HIDDEN: PriceDisplay = { showPrices: false, incVat: false, askVatChoice: false };

/**
 * Whether and how prices show. Hidden by the market setting HidePrice, and for B2B users by their
 * company's HidePrice. B2B users follow the company's ShowPriceIncVat. In the consumer market
 * anonymous and B2C visitors use their stored choice, and until they choose see incl. VAT and are
 * asked. Everyone else sees ex VAT, and markets whose tax depends on the address never incl. VAT.
 */
export function priceDisplay(input: PriceDisplayInput): PriceDisplay {
  if (input.marketSettings.hidePrice) return HIDDEN;
  const neverIncVat = neverShowsIncVat(input.market);
  if (isB2B(input.role)) {
    if (input.company?.hidePrice === true) return HIDDEN;
    return {
      showPrices: true,
      incVat: !neverIncVat && input.company?.showPriceIncVat === true,
      askVatChoice: false,
    };
  }
  if (offersVatChoice(input)) {
    const choice = input.storedVatChoice ?? undefined;
    if (choice === undefined) return { showPrices: true, incVat: true, askVatChoice: true };
    return { showPrices: true, incVat: choice === 'incVAT', askVatChoice: false };
  }
  return { showPrices: true, incVat: false, askVatChoice: false };
}

/**
 * Whether the visitor chooses between incl. and excl. VAT, and may change the choice later:
 * anonymous and B2C visitors of the consumer market where prices show and may include VAT.
 */
export function offersVatChoice(input: PriceDisplayInput): boolean {
  return (
    !input.marketSettings.hidePrice &&
    !isB2B(input.role) &&
    input.market.info.b2CActivate &&
    !neverShowsIncVat(input.market)
  );
}

/**
 * Whether an anonymous or consumer buyer who has made no VAT choice sees amounts incl. VAT: only in
 * the consumer market (priceDisplay's default before the choice); a German guest sees ex VAT, as
 * every page shows them. The API's order summary uses it when a caller does not say, so a delivery
 * fee is never shown gross beside prices shown net, or the other way round.
 */
export function consumerDefaultIncVat(market: Market): boolean {
  return priceDisplay({ market, marketSettings: { hidePrice: false } }).incVat;
}

/** The minor-unit amount to show, or undefined when prices are hidden. */
export function displayedPrice(
  price: { readonly price: number; readonly priceIncVat: number },
  display: Pick<PriceDisplay, 'showPrices' | 'incVat'>,
): number | undefined {
  if (!display.showPrices) return undefined;
  return shownAmount({ net: price.price, gross: price.priceIncVat }, display);
}
