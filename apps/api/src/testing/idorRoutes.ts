/**
 * Reads the API's OpenAPI document for the IDOR matrix (http/idorMatrix.int.test.ts): which routes name
 * a record that belongs to a company or a customer, and how to fill each of their parameters.
 */

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
}
interface SchemaObject {
  $ref?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

/** The records of the victim company that owned parameters point at. */
export interface OwnedRecords {
  companyId: number;
  customerId: number;
  /** The company's coop code, one of its delivery and one of its invoice addresses. */
  coopCode: string;
  deliveryAddressId: number;
  invoiceAddressId: number;
  /** One address of the customer's own address book. */
  customerAddressId: number;
  /** The customer's e-mail address (it names the record as well as the id does). */
  email: string;
  /** The customer's active cart and one of its rows. */
  cartId: string;
  cartRowId: number;
  /** An order of the customer's that waits for approval (issue 28: confirm, deny, withdraw, its log). */
  orderId: string;
}

/** A cart is the service's /carts/{id}, or the price service's /cart/{id}/... */
const isCartPath = (path: string) => /\/carts?\/\{id\}/i.test(path);

/** An order is the order service's /orders/{id}/... */
const isOrderPath = (path: string) => /^\/api\/order\/orders\/\{id\}/i.test(path);

type Placement = (records: OwnedRecords) => string | number | unknown[];

const isSignUpPath = (path: string) => /\/customers\/b2c$/i.test(path);

/**
 * Parameters that name a record of a company or customer, by name (and, for a bare `id`, an `email` or
 * an `addressId`, by the path it sits in). These are what the matrix points at the victim. A coop code
 * and an e-mail address name a company and a person as surely as their ids do.
 */
function ownedPlacement(name: string, path: string): Placement | undefined {
  if (name === 'companyId') return (r) => r.companyId;
  if (name === 'customerId') return (r) => r.customerId;
  if (name === 'id' && isCartPath(path)) return (r) => r.cartId;
  if (name === 'otherId' && isCartPath(path)) return (r) => r.cartId;
  if (name === 'rowId' && isCartPath(path)) return (r) => r.cartRowId;
  if (name === 'id' && isOrderPath(path)) return (r) => r.orderId;
  if (name === 'id' && /\/compan(y|ies)\b/i.test(path)) return (r) => r.companyId;
  if (name === 'id' && /\/customers?\b/i.test(path)) return (r) => r.customerId;
  if (name === 'coopCode') return (r) => r.coopCode;
  // The grouped cart total names the cart in its body (the other calls naming a cartId are send's).
  if (name === 'cartId' && /\/amountlimit\//i.test(path)) return (r) => r.cartId;
  // The bulk update of amount limits names the people whose limits it sets.
  if (name === 'limits') return (r) => [{ customerId: r.customerId, amountLimit: 100_000 }];
  // A consumer's sign-up (POST /customers/b2c) names the address being registered, no one's record:
  // anonymous by design, and it answers the same whether or not an account has that address.
  if (name === 'email' && /\/customers?\b/i.test(path) && !isSignUpPath(path)) return (r) => r.email;
  if (name === 'addressId' && /\/deliveryaddresses\//i.test(path)) return (r) => r.deliveryAddressId;
  if (name === 'addressId' && /\/invoiceaddresses\//i.test(path)) return (r) => r.invoiceAddressId;
  if (name === 'addressId' && /\/customers\/\{id\}\/addresses\//i.test(path))
    return (r) => r.customerAddressId;
  return undefined;
}

/**
 * Parameters that are not records of anyone (catalogue names, markets, setting keys, a cart's version
 * and the row a cart call adds): filled with a valid value.
 */
const NEUTRAL_VALUES: Record<string, string | number | unknown[]> = {
  marketId: 'se',
  market: 'se',
  cultureCode: 'sv-SE',
  key: 'HidePrice',
  'api-version': '1',
  version: 1,
  code: 'WELCOME10',
  sku: 'ABCDEFGH0101XL',
  quantity: 1,
  items: [{ sku: 'ABCDEFGH0101XL', quantity: 1 }],
  value: 'x',
  // A consumer's new address (a valid Swedish one), so the route's refusal is about whose record it is.
  addressLine1: 'Storgatan 1',
  zipCode: '11122',
  city: 'Stockholm',
  countryId: 752,
  // A payment's method (the order routes: the refusal must be about whose order it is, not the body).
  paymentMethodId: 20,
  // A denial's required message.
  message: 'Nie – ę ř ģ õ',
};

export interface IdorRoute {
  method: string;
  path: string;
  /** Parameters the matrix could not place: a new kind of id that must be classified here. */
  unplaced: string[];
  /**
   * Anonymous callers get 401. Not for cart and order routes: an anonymous cart (a guest's order) is
   * reached by its id alone, so anyone may call them, and anyone but the owner gets 404.
   */
  needsSignIn: boolean;
  /** A cart's route: its record is the owner's own cart, which no one else (Internal staff neither) reaches. */
  cart: boolean;
  /** An order's route: the order is its buyer's (and its approvers'), which no other company's principal reaches. */
  order: boolean;
  /** Reads: the owner's own call must succeed. Writes are only checked for refusal. */
  ownerSucceeds: boolean;
  request(records: OwnedRecords): { path: string; body?: Record<string, unknown> };
}

function bodySchemaOf(doc: OpenApiDocument, operation: Operation): SchemaObject | undefined {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema?.$ref) return schema;
  return doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')];
}

/** Every operation with at least one owned parameter (path, query or JSON body). */
export function idorRoutesOf(doc: OpenApiDocument): IdorRoute[] {
  const routes: IdorRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const params = (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const body = bodySchemaOf(doc, operation);
      const bodyFields = Object.keys(body?.properties ?? {});
      const owned = [
        ...params.filter((p) => ownedPlacement(p.name, path)),
        ...bodyFields.filter((f) => ownedPlacement(f, path)).map((name) => ({ in: 'body', name })),
      ];
      if (owned.length === 0) continue;
      const unplaced = [
        ...params.filter((p) => (p.in === 'path' || p.required) && !ownedPlacement(p.name, path)),
        ...(body?.required ?? []).filter((f) => !ownedPlacement(f, path)).map((name) => ({ name })),
      ]
        .map((p) => p.name)
        .filter((name) => !(name in NEUTRAL_VALUES));
      const fillOf = (name: string, records: OwnedRecords) =>
        ownedPlacement(name, path)?.(records) ?? NEUTRAL_VALUES[name] ?? '';
      const cart = isCartPath(path);
      routes.push({
        method,
        path,
        unplaced,
        // A guest's order is reached by its id alone, like a cart: anonymous callers may get 404 there.
        needsSignIn: !cart && !isOrderPath(path),
        cart,
        order: isOrderPath(path),
        ownerSucceeds: method === 'get' && !cart,
        request(records) {
          let filled = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
            encodeURIComponent(String(fillOf(name, records))),
          );
          const query = params
            .filter((p) => p.in === 'query' && (p.required || ownedPlacement(p.name, path)))
            .map(
              (p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(fillOf(p.name, records)))}`,
            );
          if (query.length > 0) filled += `?${query.join('&')}`;
          const json = Object.fromEntries(
            bodyFields
              .filter((f) => ownedPlacement(f, path) || body?.required?.includes(f))
              .map((f) => [f, fillOf(f, records)]),
          );
          return bodyFields.length > 0 ? { path: filled, body: json } : { path: filled };
        },
      });
    }
  }
  return routes;
}
