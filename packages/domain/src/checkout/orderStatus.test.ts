import { describe, expect, it } from 'vitest';
import {
  deliveryLabel,
  ORDER_LINE_STATUS,
  ORDER_SORT_FIELDS,
  ORDER_STATUS,
  orderLineStatusName,
  orderLineStatusSchema,
  orderSortDirectionSchema,
  orderStatusName,
  orderStatusSchema,
  PAYMENT_STATES,
  paymentStateSchema,
} from './orderStatus';

describe('order statuses', () => {
  it('have the spec codes', () => {
    expect(ORDER_STATUS).toMatchObject({ Default: 0, Received: 100, Invoiced: 700, Overdue: 800 });
    expect(ORDER_LINE_STATUS).toMatchObject({ NotDelivered: 1, ToBeInvoiced: 5, Waiting: 10, Delivered: 50 });
    expect(orderStatusName(400)).toBe('PickupAtRetailer');
    expect(orderLineStatusName(20)).toBe('Denied');
    expect(orderStatusName(150)).toBeUndefined();
  });

  it('parse only known codes', () => {
    expect(orderStatusSchema.parse(600)).toBe(600);
    expect(orderStatusSchema.safeParse(1).success).toBe(false);
    expect(orderLineStatusSchema.parse(7)).toBe(7);
    expect(orderLineStatusSchema.safeParse(100).success).toBe(false);
  });

  it.each([
    [0, 'Not delivered'],
    [10, 'Not delivered'],
    [40, 'Partially delivered'],
    [50, 'Delivered'],
    [60, 'Invoiced'],
    [20, 'Unknown'],
    [null, 'Unknown'],
  ])('delivery code %s reads %s', (code, label) => expect(deliveryLabel(code)).toBe(label));

  it('list payment states and sort fields', () => {
    expect(PAYMENT_STATES).toEqual(['Default', 'Pending', 'Confirmed', 'Failed', 'Cancelled']);
    expect(paymentStateSchema.safeParse('Paid').success).toBe(false);
    expect(ORDER_SORT_FIELDS).toContain('DispatchNumber');
    expect(orderSortDirectionSchema.options).toEqual(['Asc', 'Desc']);
  });
});
