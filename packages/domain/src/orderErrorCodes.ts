/**
 * Order and checkout result codes. 18, 30 and 35 are not used. The specification calls 33 and 34
 * only "employee number length errors"; their names here follow 6 and 7.
 */
export const ORDER_ERROR_CODE = {
  NotFound: 0,
  CartProductsAreMissing: 1,
  CartContainsVasArticlesButSettingIsFalse: 2,
  CompanyIsBlocked: 3,
  CompanyAmountLimitIsReached: 4,
  CustomerAmountLimitIsReached: 5,
  CustomerCustomerEmployeeNo: 6,
  CustomerBuyerEmployeeNo: 7,
  OrderProductNotFound: 8,
  OrderProductOnHandNotFound: 9,
  OrderProductOnHand: 10,
  OrderVasArticlesNotFound: 11,
  CartUsesAnOutdatedPromotionCode: 12,
  OrderContainsInvalidSkus: 13,
  DeliveryMethodRequiresCustomerBuyerCellphone: 14,
  DeliveryMethodRequiresZeroDeliveryCost: 15,
  DeliveryMethodNotFound: 16,
  MandatoryVasArticlesNotFound: 17,
  BuyerTikosimportError: 19,
  PersonalPackingTikosImportError: 20,
  VasLastOrFirstNameMissing: 21,
  PromotionInCartWithSettingOff: 22,
  AttestantEmailMissing: 23,
  BuyerMustExist: 24,
  AttestantDoesNotExist: 25,
  ProjectOrOrderNumberDoesNotExist: 26,
  CheckoutDisabled: 27,
  OrderVasArticlesTextTemplatesInvalid: 28,
  AppliedPromotionsHaveChanged: 29,
  ProjectNumberNotFound: 31,
  OrderNumberNotFound: 32,
  CustomerCustomerEmployeeNoLength: 33,
  CustomerBuyerEmployeeNoLength: 34,
  HookUrlIsMissing: 36,
  OrderIsBeingProcessed: 37,
  CartIsLocked: 38,
} as const;

export type OrderErrorName = keyof typeof ORDER_ERROR_CODE;
export type OrderErrorCode = (typeof ORDER_ERROR_CODE)[OrderErrorName];

const NAME_BY_CODE = new Map<number, OrderErrorName>(
  (Object.entries(ORDER_ERROR_CODE) as [OrderErrorName, OrderErrorCode][]).map(([name, code]) => [
    code,
    name,
  ]),
);

export function isOrderErrorCode(value: unknown): value is OrderErrorCode {
  return typeof value === 'number' && NAME_BY_CODE.has(value);
}

export function orderErrorName(code: number): OrderErrorName | undefined {
  return NAME_BY_CODE.get(code);
}

/** Plain HTTP statuses the order service also answers with. */
export const ORDER_HTTP_ERRORS = [400, 401, 403, 404] as const;
