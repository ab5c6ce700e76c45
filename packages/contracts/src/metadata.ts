import { z } from 'zod';
import { marketQuerySchema } from './common';
import { freeText, safeText } from './safeText';

/**
 * The metadata service's shapes (cart-services §7 Metadata; storefront-core §3 Country, §5 address
 * validation): countries and regions of a market, address validation, delivery and payment methods.
 */

/** The spec's Country: id is the ISO 3166 numeric code, code the alpha-2 one. */
export const countrySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    isPrimary: z.boolean(),
    code: z.string(),
    useAddressValidation: z.boolean(),
  })
  .meta({ id: 'Country' });
export const countriesSchema = z.array(countrySchema);

export const regionsQuerySchema = z.object({
  countryCode: safeText().length(2, 'Expected a two-letter country code'),
});
export const regionSchema = z.object({ code: z.string(), name: z.string() });
export const regionsSchema = z.array(regionSchema);

const address = (label: string) => freeText(label, { apostrophe: true }).trim();

/** The spec's address-validate input: street, city, zip, region, countryCode. */
export const addressValidationBodySchema = z.strictObject({
  street: address('Street').min(1, 'street is required').max(200),
  city: address('City').min(1, 'city is required').max(100),
  zip: address('Zip code').min(1, 'zip is required').max(20),
  region: address('Region').max(10).optional(),
  countryCode: safeText().length(2, 'Expected a two-letter country code'),
});

/** isValid as the spec answers, with zip-code and address errors flagged apart. */
export const addressValidationSchema = z
  .object({ isValid: z.boolean(), zipCodeError: z.boolean(), addressError: z.boolean() })
  .meta({ id: 'AddressValidation' });

export const deliveryMethodsQuerySchema = marketQuerySchema;

export const deliveryMethodSchema = z
  .object({
    deliveryMethodId: z.number().int(),
    deliveryGroupEntryId: z.number().int(),
    name: z.string(),
    carrierCode: z.number().int(),
    /** The spec's carrier mapping: parcel-b2b, service-point, or null for other carriers. */
    carrierType: z.enum(['parcel-b2b', 'service-point']).nullable(),
    /** Minor units of the market's currency; gross carries VAT (equal to net in US/CA). */
    price: z.object({ net: z.number().int(), gross: z.number().int() }),
    requiresCellphone: z.boolean(),
    requiresZeroDeliveryCost: z.boolean(),
    /** Working days from order to buyer, fewest and most (the method's own data). */
    deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }),
  })
  .meta({ id: 'DeliveryMethod' });

export const deliveryGroupSchema = z
  .object({
    deliveryGroupId: z.number().int(),
    name: z.string(),
    methods: z.array(deliveryMethodSchema),
  })
  .meta({ id: 'DeliveryGroup' });
export const deliveryGroupsSchema = z.array(deliveryGroupSchema);

export const paymentMethodSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    active: z.boolean(),
    provider: z.enum(['card', 'invoice']),
  })
  .meta({ id: 'PaymentMethod' });
export const paymentMethodsSchema = z.array(paymentMethodSchema);

/** GET servicePoints: the points of the market's carrier near a postcode. */
export const servicePointsQuerySchema = marketQuerySchema.extend({
  zipCode: safeText().trim().min(1, 'zipCode is required').max(20, 'At most 20 characters'),
});

/** A service point (pick-up point) of a carrier, as the order keeps it once chosen. */
export const servicePointSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    addressLine1: z.string(),
    zipCode: z.string(),
    city: z.string(),
    countryCode: z.string(),
    /** Opening hours as the carrier words them ('Mon-Fri 8-21, Sat-Sun 10-18'). */
    openingHours: z.string(),
  })
  .meta({ id: 'ServicePoint' });
export type ServicePoint = z.infer<typeof servicePointSchema>;
export const servicePointsSchema = z.array(servicePointSchema);
