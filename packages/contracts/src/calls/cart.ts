import { MAX_ROW_QUANTITY } from '@workwear/domain/cart/cartRows';
import { defineCall } from '../call';
import {
  addCartRowBodySchema,
  addCartRowsBodySchema,
  batchAddResultSchema,
  cartListQuerySchema,
  cartListSchema,
  cartMetadataBodySchema,
  cartMetadataEntrySchema,
  cartPairParamsSchema,
  cartParamsSchema,
  cartQuerySchema,
  cartRowParamsSchema,
  cartSchema,
  cartVersionQuerySchema,
  createCartBodySchema,
  discountChangeSchema,
  previewCartLinesBodySchema,
  previewCartLinesSchema,
  rowQuantityBodySchema,
  splitRowBodySchema,
  updateCartBodySchema,
  updateCartRowBodySchema,
  versionBodySchema,
} from '../cart';
import { errorResponses, json, noContent, refusal } from '../responses';
import { discountRefusalSchema } from '../results';
import { cartService } from './services';

const OWNER =
  'A cart belongs to its owner: an anonymous cart is reached only through its id, a signed-in ' +
  'buyer’s only by them; anyone else’s answers 404.';
const VERSIONED =
  'Carries the version the client saw: a stale one gets 409 with the current cart in current.';

const changeErrors = errorResponses({
  400: 'A field is invalid (quantity, comment, sku, version, ...); details name it',
  404: 'No such cart (or row) for this principal',
  409: 'The cart changed since this version; current holds it as it is now',
  422: 'The request is well-formed but the cart refuses it (a sku that cannot be sold, a split not allowed)',
});

export const createCartCall = defineCall({
  service: cartService,
  method: 'post',
  path: '/carts',
  summary: 'Create cart',
  description:
    'A new empty cart in the market. For a signed-in buyer who already has an active cart, that cart ' +
    'is answered instead (200): one active cart per buyer. Takes an Idempotency-Key.',
  query: cartQuerySchema,
  body: createCartBodySchema,
  responses: {
    201: json(cartSchema, 'Created'),
    200: json(cartSchema, 'The buyer’s active cart, which already existed'),
    ...errorResponses({ 400: 'A field is invalid; details name it', 409: 'A concurrent duplicate' }),
  },
});

export const cartCall = defineCall({
  service: cartService,
  method: 'get',
  path: '/carts/{id}',
  summary: 'Fetch cart',
  description:
    `Rows priced for the principal, totals, applied promotions and validity. ${OWNER} Rows whose sku ` +
    'the principal can no longer buy are removed and rows whose price list changed are updated, each ' +
    'with the spec’s notice.',
  params: cartParamsSchema,
  query: cartQuerySchema,
  responses: {
    200: json(cartSchema, 'The cart'),
    ...errorResponses({ 400: 'id is not a cart id', 404: 'No such cart for this principal' }),
  },
});

export const cartsCall = defineCall({
  service: cartService,
  method: 'get',
  path: '/carts',
  summary: 'List carts',
  description: 'The signed-in buyer’s carts, newest first: status saved for saved carts.',
  query: cartListQuerySchema,
  responses: {
    200: json(cartListSchema, 'The carts'),
    ...errorResponses({ 400: 'A query value is invalid', 401: 'Only a signed-in buyer has a list' }),
  },
});

export const updateCartCall = defineCall({
  service: cartService,
  method: 'put',
  path: '/carts/{id}',
  summary: 'Update cart (name, save, reopen)',
  description:
    'Name and description; metadata Status saved with IsActive False saves the cart (a fresh active ' +
    'cart is then created by POST carts); Status default with IsActive True reopens a saved cart, and ' +
    `the buyer’s current active cart is saved (or deleted when empty). ${VERSIONED}`,
  params: cartParamsSchema,
  query: cartQuerySchema,
  body: updateCartBodySchema,
  responses: { 200: json(cartSchema, 'The cart'), ...changeErrors },
});

export const deleteCartCall = defineCall({
  service: cartService,
  method: 'delete',
  path: '/carts/{id}',
  summary: 'Delete cart',
  description: `Deletes the cart and frees the promotion uses it held. ${VERSIONED}`,
  params: cartParamsSchema,
  query: cartVersionQuerySchema,
  responses: { 204: noContent('Deleted'), ...changeErrors },
});

export const addCartRowCall = defineCall({
  service: cartService,
  method: 'post',
  path: '/carts/{id}/products',
  summary: 'Add product',
  description:
    'Adds a sku: anonymous and consumer carts add to the row of the same sku, a business cart only ' +
    'when the CoWorkerId matches too. The quantity is set to the product’s multiply factor rule. ' +
    'The version is optional here (adds commute); a price in the body is refused.',
  params: cartParamsSchema,
  query: cartQuerySchema,
  body: addCartRowBodySchema,
  responses: { 200: json(cartSchema, 'The cart with the row'), ...changeErrors },
});

export const addCartRowsCall = defineCall({
  service: cartService,
  method: 'post',
  path: '/carts/{id}/products/batch',
  summary: 'Add products (batch, quick order)',
  description:
    'Up to 200 lines in one request; skus are looked up in batches of 50. Every line gets a status ' +
    '(added, merged, unknown, unavailable, invalid, sizeMissing) and a message; the valid lines are ' +
    'added. Takes an Idempotency-Key: a repeat of the same key and body adds nothing again and answers ' +
    'the first answer (Idempotent-Replayed: true); a concurrent repeat waits for the first.',
  params: cartParamsSchema,
  query: cartQuerySchema,
  body: addCartRowsBodySchema,
  responses: {
    200: json(batchAddResultSchema, 'The cart and a result per line'),
    ...changeErrors,
  },
});

export const previewCartLinesCall = defineCall({
  service: cartService,
  method: 'post',
  path: '/carts/products/preview',
  summary: 'Check quick-order lines before adding',
  description:
    'Reads up to 200 lines of sku and quantity as the cart would take them in the request’s market, ' +
    'for this principal: name, colour, size, unit and line price (the one pricing function), or why ' +
    'not (unknown, unavailable, invalid). A colour part number without its size answers sizeMissing ' +
    'with the sizes to choose from. Writes nothing.',
  query: cartQuerySchema,
  body: previewCartLinesBodySchema,
  responses: {
    200: json(previewCartLinesSchema, 'Each line as the cart would take it'),
    ...errorResponses({ 400: 'A field is invalid; details name it' }),
  },
});

export const updateCartRowCall = defineCall({
  service: cartService,
  method: 'put',
  path: '/carts/{id}/products/{rowId}',
  summary: 'Update row',
  description: `Quantity, size or colour (sku of the same product), comment, co-worker. ${VERSIONED}`,
  params: cartRowParamsSchema,
  query: cartQuerySchema,
  body: updateCartRowBodySchema,
  responses: { 200: json(cartSchema, 'The cart'), ...changeErrors },
});

export const deleteCartRowCall = defineCall({
  service: cartService,
  method: 'delete',
  path: '/carts/{id}/products/{rowId}',
  summary: 'Remove row',
  description: `Removes the row; the promotion code goes when the cart empties. ${VERSIONED}`,
  params: cartRowParamsSchema,
  query: cartVersionQuerySchema,
  responses: { 200: json(cartSchema, 'The cart'), ...changeErrors },
});

export const cartRowQuantityCall = defineCall({
  service: cartService,
  method: 'put',
  path: '/carts/{id}/products/{rowId}/quantity',
  summary: 'Set row quantity',
  description: `A whole number from 1 to ${MAX_ROW_QUANTITY}, adjusted to the multiply factor. ${VERSIONED}`,
  params: cartRowParamsSchema,
  query: cartQuerySchema,
  body: rowQuantityBodySchema,
  responses: { 200: json(cartSchema, 'The cart'), ...changeErrors },
});

export const splitCartRowCall = defineCall({
  service: cartService,
  method: 'post',
  path: '/carts/{id}/products/{rowId}/split',
  summary: 'Split row',
  description:
    'Takes quantity (default the multiply factor) off the row into a new row of the same sku without ' +
    `a co-worker. Only a row whose quantity exceeds its factor can be split (422). ${VERSIONED}`,
  params: cartRowParamsSchema,
  query: cartQuerySchema,
  body: splitRowBodySchema,
  responses: { 200: json(cartSchema, 'The cart'), ...changeErrors },
});

export const cartMetadataCall = defineCall({
  service: cartService,
  method: 'get',
  path: '/carts/{id}/metadata',
  summary: 'Cart metadata',
  params: cartParamsSchema,
  query: cartQuerySchema,
  responses: {
    200: json(cartMetadataEntrySchema.array(), 'The entries'),
    ...errorResponses({ 400: 'id is not a cart id', 404: 'No such cart for this principal' }),
  },
});

const METADATA =
  'Key PromotionCode applies a discount code (checked by the server, which keeps only what it ' +
  'checked; 422 with the spec’s message when refused); an empty value removes it. Status and ' +
  `IsActive are changed through PUT carts/{id}. ${VERSIONED}`;

/** The three metadata writes differ only in method, path and what a missing or present key means. */
const metadataWrite = <M extends 'post' | 'put', P extends `/${string}`>(
  method: M,
  path: P,
  summary: string,
  rule: string,
  missing404: string,
  conflict409: string,
) =>
  defineCall({
    service: cartService,
    method,
    path,
    summary,
    description: `${rule} ${METADATA}`,
    params: cartParamsSchema,
    query: cartQuerySchema,
    body: cartMetadataBodySchema,
    responses: {
      200: json(discountChangeSchema, 'The cart, and the discount status for PromotionCode'),
      422: refusal(discountRefusalSchema, 'The discount code was refused'),
      ...errorResponses({ 400: 'A field is invalid', 404: missing404, 409: conflict409 }),
    },
  });

export const createCartMetadataCall = metadataWrite(
  'post',
  '/carts/{id}/metadata',
  'Add cart metadata',
  'Adds a key (409 when it exists).',
  'No such cart',
  'Stale version or key exists',
);
export const updateCartMetadataCall = metadataWrite(
  'put',
  '/carts/{id}/metadata',
  'Update cart metadata',
  'Changes an existing key (404 when it does not exist).',
  'No such cart or key',
  'Stale version',
);
export const upsertCartMetadataCall = metadataWrite(
  'put',
  '/carts/{id}/metadata/upsert',
  'Set cart metadata',
  'Adds or changes a key.',
  'No such cart',
  'Stale version',
);

const PAIR =
  'The other cart must be the principal’s too, or an anonymous cart (its id is the proof: the ' +
  'public cart of a consumer who just signed in). The other cart is deleted afterwards.';

export const appendCartCall = defineCall({
  service: cartService,
  method: 'put',
  path: '/carts/{id}/append/{otherId}',
  summary: 'Merge another cart into this one',
  description: `Same-sku rows add their quantities; the others are appended with row numbers 100 apart. ${PAIR} ${VERSIONED}`,
  params: cartPairParamsSchema,
  query: cartQuerySchema,
  body: versionBodySchema,
  responses: { 200: json(cartSchema, 'The merged cart'), ...changeErrors },
});

export const replaceCartCall = defineCall({
  service: cartService,
  method: 'put',
  path: '/carts/{id}/replace/{otherId}',
  summary: 'Overwrite this cart with another',
  description: `This cart’s rows are replaced by the other cart’s. ${PAIR} ${VERSIONED}`,
  params: cartPairParamsSchema,
  query: cartQuerySchema,
  body: versionBodySchema,
  responses: { 200: json(cartSchema, 'The cart'), ...changeErrors },
});
