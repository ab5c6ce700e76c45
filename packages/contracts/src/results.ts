import type { DiscountCodeAccepted, DiscountRefusal, OrderRefusal } from '@workwear/domain/businessRefusals';
import {
  ACCEPTED_DISCOUNT_CODE_STATUSES,
  DISCOUNT_REFUSAL_REASONS,
  REFUSED_DISCOUNT_CODE_STATUSES,
} from '@workwear/domain/discountCodes';
import { ORDER_ERROR_CODE, type OrderErrorName } from '@workwear/domain/orderErrorCodes';
import { z } from 'zod';

const ORDER_ERROR_NAMES = Object.keys(ORDER_ERROR_CODE) as [OrderErrorName, ...OrderErrorName[]];

/**
 * The body of a refused order or checkout (declare it with refusal(orderRefusalSchema, ...)): the
 * spec's code 0-38 and its name, which must agree.
 */
export const orderRefusalSchema: z.ZodType<OrderRefusal> = z
  .object({
    code: z.literal('order_refused'),
    orderErrorCode: z
      .union(Object.values(ORDER_ERROR_CODE).map((c) => z.literal(c)) as [z.ZodLiteral<0>, ...z.ZodLiteral[]])
      .describe('The order and checkout code (0-38; 18, 30 and 35 unused)'),
    reason: z.enum(ORDER_ERROR_NAMES),
    message: z.string(),
    skus: z.array(z.string()).optional().describe('The skus at fault (codes 8, 9, 10, 13)'),
  })
  .refine((r) => ORDER_ERROR_CODE[r.reason] === r.orderErrorCode, {
    message: 'orderErrorCode and reason disagree',
    path: ['orderErrorCode'],
  })
  .meta({ id: 'OrderRefusal' }) as z.ZodType<OrderRefusal>;

/** A discount code the call kept or removed. */
export const discountCodeAcceptedSchema: z.ZodType<DiscountCodeAccepted> = z
  .object({ status: z.enum(ACCEPTED_DISCOUNT_CODE_STATUSES), discountCode: z.string() })
  .meta({ id: 'DiscountCodeAccepted' });

/** A discount code that was not accepted: RequirementsNotMet, Error, or NotValid, with the shop's text. */
export const discountRefusalSchema: z.ZodType<DiscountRefusal> = z
  .object({
    code: z.literal('discount_refused'),
    status: z.enum(REFUSED_DISCOUNT_CODE_STATUSES),
    discountCode: z.string(),
    message: z.string(),
    reason: z
      .enum(DISCOUNT_REFUSAL_REASONS)
      .optional()
      .describe(
        'Why (issue 27): unknown code, cart requirements, expired or not yet valid (with validTo or ' +
          'validFrom), another market, business buyers or consumers only, no uses left',
      ),
    validFrom: z.string().optional(),
    validTo: z.string().optional(),
  })
  .meta({ id: 'DiscountRefusal' });
