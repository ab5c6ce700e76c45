import { z } from 'zod';
import { rowTypeSchema } from '../articleTypes';
import { rowCommentSchema, VALUE_REQUIRED } from './cartText';
import { quantitySchema } from './quantitySchema';

/** The spec's row error kinds. LaundryError comes with laundry (a later issue); nothing raises it yet. */
export const ROW_ERROR_KINDS = ['Comment', 'CustomerSelect', 'LaundryError'] as const;
export type RowErrorKind = (typeof ROW_ERROR_KINDS)[number];

export type CartRowError = {
  readonly rowIndex: number;
  readonly kind: RowErrorKind;
  readonly field: string;
  readonly message: string;
};

export type CartValidity = {
  readonly valid: boolean;
  /** Errors a shopper fixes on a row, by the row's index in `products`. */
  readonly rowErrors: CartRowError[];
  /** Everything else: an empty cart, or a row the cart itself has malformed. */
  readonly cartErrors: string[];
};

/** The company settings that add row rules (ActivateMandatoryRowCommentForAllRows, ActivateMandatoryPersonalPackage). */
export type CartValiditySettings = {
  readonly mandatoryRowComment: boolean;
  readonly mandatoryPersonalPackage: boolean;
};

export const CART_HAS_NO_PRODUCTS = 'The cart has no products';

const required = { error: VALUE_REQUIRED };

export const cartProductValiditySchema = z.object({
  id: z.union([z.number(), z.string().min(1)], required),
  name: z.string(required).min(1, VALUE_REQUIRED),
  sku: z.string(required).min(1, VALUE_REQUIRED),
  quantity: quantitySchema,
  rowNumber: z.number(required).int().positive(),
  /** Missing Type metadata is a default article. */
  type: rowTypeSchema.optional(),
  comment: rowCommentSchema.optional(),
  coWorkerId: z.number().int().nullable().optional(),
  /** Set on child (VAS) rows. */
  parentRowId: z.number().int().nullable().optional(),
  /** A promotion's gift row: the promotion adds and removes it, and nobody may edit it. */
  gift: z.boolean().optional(),
});

export type CartProductForValidation = z.input<typeof cartProductValiditySchema>;

const isChildRow = (row: CartProductForValidation) =>
  row.type === 'VasArticle' || (row.parentRowId !== null && row.parentRowId !== undefined);

const isBlank = (comment: unknown) => typeof comment !== 'string' || comment.trim() === '';

/**
 * The rules the company settings add, checked on every row even when another of its fields is
 * malformed, so the shopper sees every row to fix at once. Child rows follow their parent's co-worker.
 * Gift rows are exempt from both: the shopper cannot edit them, so a rule on them could never be met
 * and would make the cart impossible to send.
 */
function mandatoryRowIssues(
  products: readonly CartProductForValidation[],
  settings: CartValiditySettings,
): RowIssue[] {
  return products.flatMap((row, i) => (row.gift === true ? [] : rowRuleIssues(row, i, settings)));
}

type RowIssue = { path: [string, number, string]; message: string };

function rowRuleIssues(row: CartProductForValidation, i: number, settings: CartValiditySettings): RowIssue[] {
  return [
    ...(settings.mandatoryRowComment && isBlank(row.comment)
      ? [{ path: ['products', i, 'comment'] as RowIssue['path'], message: VALUE_REQUIRED }]
      : []),
    ...(settings.mandatoryPersonalPackage && !isChildRow(row) && row.coWorkerId == null
      ? [{ path: ['products', i, 'coWorkerId'] as RowIssue['path'], message: VALUE_REQUIRED }]
      : []),
  ];
}

const cartShapeSchema = z.object({
  products: z.array(cartProductValiditySchema).min(1, CART_HAS_NO_PRODUCTS),
});

/** The spec's cart schema for these settings: at least one well-formed product, plus the mandatory row rules. */
export const cartValiditySchema = (settings: CartValiditySettings) =>
  cartShapeSchema.superRefine((cart, ctx) => {
    for (const issue of mandatoryRowIssues(cart.products, settings))
      ctx.addIssue({ code: 'custom', ...issue });
  });

const ROW_FIELD_KINDS: Readonly<Record<string, RowErrorKind>> = {
  comment: 'Comment',
  coWorkerId: 'CustomerSelect',
};

/**
 * Checks a cart the way the storefront does before checkout: row fields a shopper fixes (comment,
 * co-worker) become row errors by row index, anything else a cart error. Valid only with neither.
 */
export function validateCart(
  cart: { readonly products: readonly CartProductForValidation[] },
  settings: CartValiditySettings,
): CartValidity {
  // Zod skips refinements once a parse has failed, so the settings' rules run beside the shape check.
  const issues = [
    ...(cartShapeSchema.safeParse(cart).error?.issues ?? []),
    ...mandatoryRowIssues(cart.products, settings),
  ];
  const rowErrors: CartRowError[] = [];
  const cartErrors: string[] = [];
  for (const issue of issues) {
    const [root, rowIndex, field] = issue.path;
    const kind = typeof field === 'string' ? ROW_FIELD_KINDS[field] : undefined;
    if (root === 'products' && typeof rowIndex === 'number' && typeof field === 'string' && kind) {
      rowErrors.push({ rowIndex, kind, field, message: issue.message });
    } else {
      cartErrors.push(issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
    }
  }
  return { valid: rowErrors.length === 0 && cartErrors.length === 0, rowErrors, cartErrors };
}
