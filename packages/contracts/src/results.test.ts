import { discountCodeResult, ORDER_ERROR_CODE, type OrderErrorName, orderRefusal } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { defineCall, refusalStatusOf } from './call';
import { productService } from './calls/services';
import { errorResponses, json, refusal } from './responses';
import { discountCodeAcceptedSchema, discountRefusalSchema, orderRefusalSchema } from './results';

describe('order refusal contract', () => {
  it('carries every order code the domain can refuse with, its name agreeing', () => {
    for (const reason of Object.keys(ORDER_ERROR_CODE) as OrderErrorName[]) {
      const { refusal: body } = orderRefusal(reason);
      expect(orderRefusalSchema.parse(body)).toEqual(body);
      expect(body.orderErrorCode).toBe(ORDER_ERROR_CODE[reason]);
    }
  });

  it('refuses a code that does not exist or disagrees with its name', () => {
    const base = { code: 'order_refused', message: 'x' };
    expect(orderRefusalSchema.safeParse({ ...base, orderErrorCode: 18, reason: 'NotFound' }).success).toBe(
      false,
    );
    expect(orderRefusalSchema.safeParse({ ...base, orderErrorCode: 38, reason: 'NotFound' }).success).toBe(
      false,
    );
    expect(
      orderRefusalSchema.safeParse({ ...base, orderErrorCode: 38, reason: 'CartIsLocked' }).success,
    ).toBe(true);
  });
});

describe('discount result contract', () => {
  it('answers accepted codes as the success body and the rest as a refusal with the shop text', () => {
    const added = discountCodeResult('SUMMER', 'CodeAdded');
    expect(added.ok && discountCodeAcceptedSchema.parse(added.value)).toEqual({
      status: 'CodeAdded',
      discountCode: 'SUMMER',
    });
    const unmet = discountCodeResult('SUMMER', 'RequirementsNotMet');
    expect(!unmet.ok && discountRefusalSchema.parse(unmet.refusal)).toMatchObject({
      status: 'RequirementsNotMet',
      message: 'The cart does not meet the requirements for this discount',
    });
    expect(discountRefusalSchema.safeParse({ code: 'discount_refused', status: 'CodeAdded' }).success).toBe(
      false,
    );
  });
});

describe('declaring a typed result', () => {
  it('marks the refusal response so both sides find its status', () => {
    const call = defineCall({
      service: productService,
      method: 'post',
      path: '/example',
      responses: {
        200: json(discountCodeAcceptedSchema, 'Kept'),
        422: refusal(discountRefusalSchema, 'Not accepted'),
        ...errorResponses([400]),
      },
    });
    expect(refusalStatusOf(call)).toBe(422);
    expect(Object.keys(call.responses).map(Number).sort()).toEqual([200, 400, 422, 429, 500]);
  });
});
