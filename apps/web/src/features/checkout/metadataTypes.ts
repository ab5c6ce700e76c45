import type {
  addressValidationSchema,
  countrySchema,
  deliveryGroupSchema,
  deliveryMethodSchema,
  paymentMethodSchema,
  regionSchema,
} from '@workwear/contracts';
import type { z } from 'zod';

/** The metadata service's answers as the checkout uses them (the contract's shapes, not a copy). */
export type DeliveryGroup = z.infer<typeof deliveryGroupSchema>;
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;
export type PaymentMethodView = z.infer<typeof paymentMethodSchema>;
export type CountryView = z.infer<typeof countrySchema>;
export type RegionView = z.infer<typeof regionSchema>;
export type AddressVerdict = z.infer<typeof addressValidationSchema>;
