/**
 * Who the buyer is on an order (spec §5): first name, last name and e-mail come from the signed-in
 * account and, where the account has none (a guest has no account), from the delivery address and the
 * order-confirmation e-mail; the cellphone typed in the checkout wins over the account's.
 */

type Text = string | null | undefined;

export interface BuyerSources {
  readonly account?: {
    readonly firstName?: Text;
    readonly lastName?: Text;
    readonly email?: Text;
    readonly cellphone?: Text;
  } | null;
  readonly deliveryAddress?: { readonly firstName?: Text; readonly lastName?: Text } | null;
  readonly orderConfirmationEmail?: Text;
  readonly checkoutCellphone?: Text;
}

export interface BuyerDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly cellphone: string;
}

/** The first value that is not blank, trimmed; '' when none is. */
const firstFilled = (...values: Text[]): string =>
  values.map((v) => v?.trim() ?? '').find((v) => v !== '') ?? '';

export function buyerDetails(sources: BuyerSources): BuyerDetails {
  const { account, deliveryAddress } = sources;
  return {
    firstName: firstFilled(account?.firstName, deliveryAddress?.firstName),
    lastName: firstFilled(account?.lastName, deliveryAddress?.lastName),
    email: firstFilled(account?.email, sources.orderConfirmationEmail),
    cellphone: firstFilled(sources.checkoutCellphone, account?.cellphone),
  };
}

/** The customer's name as shown: only when both first and last name exist, else undefined. */
export function customerName(firstName: Text, lastName: Text): string | undefined {
  const first = firstName?.trim() ?? '';
  const last = lastName?.trim() ?? '';
  return first !== '' && last !== '' ? `${first} ${last}` : undefined;
}
