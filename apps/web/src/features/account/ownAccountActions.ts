'use server';

import { createCompanyApi, HttpError } from '@workwear/client';
import type { Customer, CustomerAddress } from '@workwear/contracts';
import { z } from 'zod';
import { apiFieldMessages, getSignedIn, refusalStatus, visitorSession } from '@/features/auth';
import { serverApi } from '@/lib/serverApi';

/*
 * The consumer's account page: each change a server action calling the API from the storefront's
 * server with the visitor's session. The API checks every rule (the forms check the same rules
 * first) and names each field; a stale version comes back with the record as it is now.
 */

export type EditAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; error: 'fields' | 'stale' | 'failed'; fields?: Record<string, string>; current?: unknown };

async function ownApi() {
  const signedIn = await getSignedIn();
  if (!signedIn) return null;
  return {
    api: createCompanyApi(serverApi({ session: visitorSession(signedIn) })),
    id: signedIn.customer.id,
  };
}

async function answer<T>(
  work: (own: NonNullable<Awaited<ReturnType<typeof ownApi>>>) => Promise<T>,
): Promise<EditAnswer<T>> {
  const own = await ownApi();
  if (!own) return { ok: false, error: 'failed' };
  try {
    return { ok: true, value: await work(own) };
  } catch (error) {
    const status = refusalStatus(error);
    if (status === 400) return { ok: false, error: 'fields', fields: apiFieldMessages(error) };
    if (status === 409 && error instanceof HttpError)
      return {
        ok: false,
        error: 'stale',
        current: (error.body as { current?: unknown } | undefined)?.current,
      };
    return { ok: false, error: 'failed' };
  }
}

const version = z.number().int().min(1);
const text = z.string().max(400);

const detailsInput = z.object({ version, firstName: text, lastName: text, cellPhone: text });
export async function saveDetails(input: unknown): Promise<EditAnswer<Customer>> {
  const parsed = detailsInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'failed' };
  return answer(({ api, id }) => api.updateCustomer(id, parsed.data));
}

const preferencesInput = z.object({ version, newsletter: z.boolean(), orderStatus: z.boolean() });
export async function savePreferences(input: unknown): Promise<EditAnswer<Customer>> {
  const parsed = preferencesInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'failed' };
  const { version: v, ...emailPreferences } = parsed.data;
  return answer(({ api, id }) => api.updateCustomer(id, { version: v, emailPreferences }));
}

const addressInput = z.object({
  addressId: z.number().int().positive().optional(),
  version: version.optional(),
  careOf: text,
  addressLine1: text,
  addressLine2: text,
  zipCode: text,
  city: text,
  region: text,
  countryId: z.number().int(),
});
/** A new address (no id) or a change of one (its id and version). */
export async function saveAddress(input: unknown): Promise<EditAnswer<CustomerAddress>> {
  const parsed = addressInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'failed' };
  const { addressId, version: v, region, ...fields } = parsed.data;
  const body = { ...fields, ...(region ? { region } : {}) };
  return answer(({ api, id }) =>
    addressId && v
      ? api.updateCustomerAddress(id, addressId, { ...body, version: v })
      : api.createCustomerAddress(id, body),
  );
}

const ref = z.object({ addressId: z.number().int().positive(), version });
export async function deleteAddress(input: unknown): Promise<EditAnswer<CustomerAddress[]>> {
  const parsed = ref.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'failed' };
  return answer(({ api, id }) => api.deleteCustomerAddress(id, parsed.data.addressId, parsed.data.version));
}

export async function restoreAddress(addressId: unknown): Promise<EditAnswer<CustomerAddress[]>> {
  const parsed = z.number().int().positive().safeParse(addressId);
  if (!parsed.success) return { ok: false, error: 'failed' };
  return answer(({ api, id }) => api.restoreCustomerAddress(id, parsed.data));
}

export async function makeDefaultAddress(input: unknown): Promise<EditAnswer<CustomerAddress[]>> {
  const parsed = ref.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'failed' };
  return answer(({ api, id }) => api.defaultCustomerAddress(id, parsed.data.addressId, parsed.data.version));
}
