import type { CompanyAddress } from '@workwear/contracts';
import {
  type CompanySettings,
  countriesOfMarket,
  countryById,
  invalidParameter,
  isSameAddressPlace,
  lockedDeliveryAddress,
} from '@workwear/domain';
import type { MarketRequestContext, RequestContext } from '../../context/requestContext';
import type { CartEnvironment } from '../cart';
import type { AddressSnapshot } from './orderRepository';

/** Where the send reads saved addresses: the company module's and the customer module's own calls. */
export interface SavedAddressSource {
  /** The company's delivery addresses, the default first. */
  companyDelivery(ctx: RequestContext, companyId: number): Promise<readonly CompanyAddress[]>;
  /** A person's own addresses. */
  own(ctx: RequestContext, customerId: number): Promise<readonly CompanyAddress[]>;
}

const snapshotOf = (address: CompanyAddress): AddressSnapshot => ({
  careOf: address.careOf,
  addressLine1: address.addressLine1,
  addressLine2: address.addressLine2,
  zipCode: address.zipCode,
  city: address.city,
  region: address.region,
  countryId: address.countryId,
  countryCode: countryById(address.countryId)?.code ?? '',
  isValidated: false,
  type: null,
  addressId: address.id,
  companyName: null,
});

/**
 * The address the order goes to, as the server decides it, not the payload:
 * - LockDeliveryAddressInCheckout (business buyers): the company's locked address (the domain's
 *   lockedDeliveryAddress, as the storefront shows it read-only) whatever the payload names; the
 *   payload's own fields are kept only when they are that place (its validation and type with them).
 *   A company with no address the checkout delivers to has none locked: the buyer's typed one goes.
 * - Otherwise a payload's addressId must name one of the company's delivery addresses or the signed-in
 *   person's own (400 naming deliveryAddress.addressId, the same for another's and for none, so it
 *   tells nothing of others' ids); the order keeps it beside the fields the buyer sent.
 */
export async function chosenDeliveryAddress(
  source: SavedAddressSource,
  ctx: MarketRequestContext,
  input: {
    env: CartEnvironment;
    company: CompanySettings | null;
    address: AddressSnapshot;
    addressId: number | undefined;
  },
): Promise<AddressSnapshot> {
  const { env, company, address, addressId } = input;
  const companyId = env.audience === 'b2b' ? env.companyId : null;
  const locking = company?.LockDeliveryAddressInCheckout === true && companyId !== null;
  if (!locking && addressId === undefined) return address;
  const companyAddresses = companyId === null ? [] : await source.companyDelivery(ctx, companyId);
  if (locking && company) {
    const countries = countriesOfMarket(env.market, {
      chooseDeliveryCountry: company.ActivateChooseDeliveryCountryInCheckout,
    }).map((c) => c.id);
    const locked = lockedDeliveryAddress(companyAddresses, countries);
    if (locked)
      return isSameAddressPlace(address, locked) ? { ...address, addressId: locked.id } : snapshotOf(locked);
  }
  if (addressId === undefined) return address;
  const named = (addresses: readonly CompanyAddress[]) => addresses.some((a) => a.id === addressId);
  // The company's first: what the storefront names; the person's own are read only when it is not one.
  if (named(companyAddresses)) return { ...address, addressId };
  const own = ctx.principal.kind === 'customer' ? await source.own(ctx, ctx.principal.customerId) : [];
  if (!named(own))
    throw invalidParameter('deliveryAddress.addressId', 'Not an address of the buyer or their company');
  return { ...address, addressId };
}
