import { z } from 'zod';

/** Order statuses (spec cart-services-companies §3). A new order is Received. */
export const ORDER_STATUS = {
  Default: 0,
  Received: 100,
  SendToCustomer: 200,
  Confirmed: 300,
  PickupAtRetailer: 400,
  PartDelivered: 500,
  Delivered: 600,
  Invoiced: 700,
  Overdue: 800,
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

/** Order line statuses. A new line is Default. */
export const ORDER_LINE_STATUS = {
  Default: 0,
  NotDelivered: 1,
  ToBeInvoiced: 5,
  Invoiced: 7,
  Waiting: 10,
  Denied: 20,
  Confirmed: 30,
  Delivered: 50,
} as const;
export type OrderLineStatusName = keyof typeof ORDER_LINE_STATUS;
export type OrderLineStatus = (typeof ORDER_LINE_STATUS)[OrderLineStatusName];

type CodeTable = Readonly<Record<string, number>>;

const codeSchemaOf = <T extends CodeTable>(table: T) =>
  z.literal(Object.values(table) as T[keyof T][], { error: 'Unknown status code' });

const nameOf =
  <T extends CodeTable>(table: T) =>
  (code: number): keyof T | undefined =>
    (Object.keys(table) as (keyof T)[]).find((name) => table[name] === code);

export const orderStatusSchema = codeSchemaOf(ORDER_STATUS);
export const orderLineStatusSchema = codeSchemaOf(ORDER_LINE_STATUS);
export const orderStatusName = nameOf(ORDER_STATUS);
export const orderLineStatusName = nameOf(ORDER_LINE_STATUS);

export const DELIVERY_LABELS = [
  'Not delivered',
  'Partially delivered',
  'Delivered',
  'Invoiced',
  'Unknown',
] as const;
export type DeliveryLabel = (typeof DELIVERY_LABELS)[number];

/** The delivery label of a delivery code: 0 and 10 Not delivered, 40 Partially delivered, 50, 60. */
export function deliveryLabel(code: number | null | undefined): DeliveryLabel {
  switch (code) {
    case 0:
    case 10:
      return 'Not delivered';
    case 40:
      return 'Partially delivered';
    case 50:
      return 'Delivered';
    case 60:
      return 'Invoiced';
    default:
      return 'Unknown';
  }
}

/** Payment states of an order. */
export const PAYMENT_STATES = ['Default', 'Pending', 'Confirmed', 'Failed', 'Cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const paymentStateSchema = z.enum(PAYMENT_STATES);

/** The fields an order list sorts on, and the directions. */
export const ORDER_SORT_FIELDS = [
  'Id',
  'BuyerEmail',
  'OrderNo',
  'OrderNumber',
  'Status',
  'DispatchNumber',
  'Date',
] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export const orderSortFieldSchema = z.enum(ORDER_SORT_FIELDS);

export const ORDER_SORT_DIRECTIONS = ['Asc', 'Desc'] as const;
export type OrderSortDirection = (typeof ORDER_SORT_DIRECTIONS)[number];
export const orderSortDirectionSchema = z.enum(ORDER_SORT_DIRECTIONS);
