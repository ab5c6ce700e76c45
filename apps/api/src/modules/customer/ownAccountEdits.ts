import type {
  Customer,
  CustomerAddress,
  customerAddressBodySchema,
  updateCustomerBodySchema,
} from '@workwear/contracts';
import { type DatabaseHandle, type TransactionHandle, unitOfWork } from '@workwear/db';
import {
  addressFormValuesOf,
  CHECKOUT_MESSAGES,
  cellPhoneKept,
  conflict,
  countriesOfMarket,
  countryById,
  countryOfMarket,
  DomainError,
  deliveryAddressFormSchema,
  fieldErrors,
  getMarketByName,
  invalidInput,
  isValidPhone,
  nameKept,
  normaliseZip,
  notFound,
  profileIssues,
  ROLE,
} from '@workwear/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../context/requestContext';
import { customerOf } from '../auth';
import * as repo from './ownAddressRepository';

type AddressBody = z.output<typeof customerAddressBodySchema>;
type UpdateBody = z.output<typeof updateCustomerBodySchema>;

const BUSINESS_DETAILS = 'Your company’s administrator keeps your details.';

type EditDeps = {
  visibleCustomer: (ctx: RequestContext, id: number) => Promise<unknown>;
  customer: (ctx: RequestContext, id: number) => Promise<Customer>;
};

async function ownConsumer(deps: EditDeps, ctx: RequestContext, id: number) {
  await deps.visibleCustomer(ctx, id);
  const principal = customerOf(ctx);
  if (principal.customerId !== id) throw notFound(`Customer ${id}`);
  if (principal.role !== ROLE.B2C) throw new DomainError('forbidden', BUSINESS_DETAILS);
  return principal;
}

/** The address as kept, checked as a delivery address of the consumer's market. */
function checkedAddress(market: string, body: AddressBody): repo.OwnAddressValues {
  const parsed = deliveryAddressFormSchema.safeParse(addressFormValuesOf(body));
  if (!parsed.success) throw invalidInput(parsed.error, 'address');
  const form = parsed.data;
  // A consumer's addresses are in their market's country (the checkout delivers there).
  const own = getMarketByName(market);
  const countries = own ? countriesOfMarket(own, { chooseDeliveryCountry: false }) : [];
  if (!countries.some((c) => c.id === form.countryId))
    throw fieldErrors([{ field: 'countryId', message: CHECKOUT_MESSAGES.countryInvalid }]);
  return {
    careOf: form.careOf || null,
    addressLine1: form.addressLine1,
    addressLine2: form.addressLine2 || null,
    // Kept in the country's own form ('11157' -> '111 57'), as the checkout keeps it.
    zipCode: normaliseZip(countryById(form.countryId)?.code ?? '', form.zipCode),
    city: form.city,
    region: form.region || null,
    countryId: form.countryId,
  };
}

async function liveOwnAddress(handle: DatabaseHandle, customerId: number, addressId: number) {
  const address = await repo.findOwnAddress(handle, customerId, addressId);
  if (!address || address.deletedAt !== null) throw notFound(`Address ${addressId}`);
  return address;
}

const stale = (what: string, version: number, current: unknown) =>
  conflict(`The ${what} was changed elsewhere (version ${version} is no longer current).`, current);

const strip = ({
  position: _p,
  deletedAt: _d,
  ...address
}: Awaited<ReturnType<typeof repo.findOwnAddress>> & object) => address as CustomerAddress;

/** A versioned change of one live address, then the live list. */
async function changeAddress(
  handle: DatabaseHandle,
  id: number,
  addressId: number,
  version: number,
  change: (tx: TransactionHandle) => Promise<void>,
): Promise<CustomerAddress[]> {
  const outcome = await unitOfWork(handle, async (tx) => {
    await repo.lockCustomer(tx, id);
    const address = await repo.findOwnAddress(tx, id, addressId);
    if (!address || address.deletedAt !== null) return { kind: 'gone' as const };
    if (address.version !== version) return { kind: 'stale' as const, current: strip(address) };
    await change(tx);
    return { kind: 'done' as const };
  });
  if (outcome.kind === 'gone') throw notFound(`Address ${addressId}`);
  if (outcome.kind === 'stale') throw stale('address', version, outcome.current);
  return repo.liveAddresses(handle, id);
}

/**
 * A consumer's own account page: name, phone, e-mail preferences and addresses. Only one's own record
 * (anyone else's answers 404, like an unknown one); a business user's details are kept by the
 * company's administrator (403). Every change names the version it read: a stale one gets 409 with the
 * record as it is now. The rules are the forms' own (domain profileRules, the checkout's address rules
 * with no PO box), so the page and the API name the same field with the same message.
 */
export function createOwnAccountEdits(handle: DatabaseHandle, deps: EditDeps) {
  return { ...ownDetailsEdits(handle, deps), ...ownAddressEdits(handle, deps) };
}

/** Name, phone and e-mail preferences. */
function ownDetailsEdits(handle: DatabaseHandle, deps: EditDeps) {
  return {
    async updateCustomer(ctx: RequestContext, id: number, body: UpdateBody): Promise<Customer> {
      const principal = await ownConsumer(deps, ctx, id);
      // A number typed without its '+' is one of the consumer's market's country, as at checkout.
      const own = getMarketByName(principal.market);
      const dialCode = own ? countryOfMarket(own).dialCode : '';
      // The full phone rule, synchronously (the browser checks the shape until it has loaded it).
      const issues = profileIssues(body, { dialCode, isValidPhone }, true);
      if (issues.length > 0) throw fieldErrors(issues.map((i) => ({ field: i.path, message: i.message })));
      const prefs = body.emailPreferences;
      const fresh = await unitOfWork(handle, async (tx) => {
        const row = await repo.lockCustomer(tx, id);
        if (!row || row.version !== body.version) return false;
        await repo.updateDetails(tx, id, {
          ...(body.firstName !== undefined ? { firstName: nameKept('firstName', body.firstName) } : {}),
          ...(body.lastName !== undefined ? { lastName: nameKept('lastName', body.lastName) } : {}),
          ...(body.cellPhone !== undefined ? { cellPhone: cellPhoneKept(body.cellPhone, dialCode) } : {}),
          ...(prefs?.newsletter !== undefined ? { newsletter: prefs.newsletter } : {}),
          ...(prefs?.orderStatus !== undefined ? { orderStatusMails: prefs.orderStatus } : {}),
        });
        return true;
      });
      const current = await deps.customer(ctx, id);
      if (!fresh) throw stale('customer', body.version, current);
      return current;
    },
  };
}

/** Add, change, delete (with its undo) and make default. */
function ownAddressEdits(handle: DatabaseHandle, deps: EditDeps) {
  return {
    async createAddress(ctx: RequestContext, id: number, body: AddressBody): Promise<CustomerAddress> {
      const principal = await ownConsumer(deps, ctx, id);
      const values = checkedAddress(principal.market, body);
      return unitOfWork(handle, async (tx) => {
        await repo.lockCustomer(tx, id);
        return repo.insertAddress(tx, id, values);
      });
    },

    async updateAddress(
      ctx: RequestContext,
      id: number,
      addressId: number,
      body: AddressBody & { version: number },
    ): Promise<CustomerAddress> {
      const principal = await ownConsumer(deps, ctx, id);
      await liveOwnAddress(handle, id, addressId);
      const values = checkedAddress(principal.market, body);
      const outcome = await unitOfWork(handle, async (tx) => {
        await repo.lockCustomer(tx, id);
        const address = await repo.findOwnAddress(tx, id, addressId);
        if (!address || address.deletedAt !== null) return { kind: 'gone' as const };
        if (address.version !== body.version) return { kind: 'stale' as const, current: strip(address) };
        return { kind: 'done' as const, address: await repo.updateAddress(tx, addressId, values) };
      });
      if (outcome.kind === 'gone') throw notFound(`Address ${addressId}`);
      if (outcome.kind === 'stale') throw stale('address', body.version, outcome.current);
      return outcome.address;
    },

    async deleteAddress(ctx: RequestContext, id: number, addressId: number, version: number) {
      await ownConsumer(deps, ctx, id);
      await liveOwnAddress(handle, id, addressId);
      return changeAddress(handle, id, addressId, version, (tx) => repo.setDeleted(tx, addressId, ctx.now));
    },

    async defaultAddress(ctx: RequestContext, id: number, addressId: number, version: number) {
      await ownConsumer(deps, ctx, id);
      await liveOwnAddress(handle, id, addressId);
      return changeAddress(handle, id, addressId, version, (tx) => repo.makeFirst(tx, id, addressId));
    },

    /** The undo of a delete: the address comes back at its place; a live one is left as it is. */
    async restoreAddress(ctx: RequestContext, id: number, addressId: number) {
      await ownConsumer(deps, ctx, id);
      const address = await repo.findOwnAddress(handle, id, addressId);
      if (!address) throw notFound(`Address ${addressId}`);
      if (address.deletedAt !== null)
        await unitOfWork(handle, async (tx) => {
          await repo.lockCustomer(tx, id);
          await repo.setDeleted(tx, addressId, null);
        });
      return repo.liveAddresses(handle, id);
    },
  };
}
