import type { addressValidationSchema, deliveryGroupSchema, paymentMethodSchema } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import {
  type AddressToValidate,
  buyerDeliveryGroupId,
  type CompanySettings,
  type Country,
  carrierTypeOf,
  cartAudience,
  countriesOfMarket,
  countryByCode,
  deliveryFeeFromGross,
  invalidParameter,
  paymentMethodsFor,
  regionsOf,
  validateAddress,
} from '@workwear/domain';
import type { z } from 'zod';
import type { MarketRequestContext, RequestContext } from '../../context/requestContext';
import type { CompanySettingsService } from '../settings';
import { type DeliveryRow, metadataRepository } from './repository';
import { SERVICE_POINTS_OFFERED, type ServicePoint, type ServicePointDirectory } from './servicePoints';

type AddressValidation = z.infer<typeof addressValidationSchema>;
type DeliveryGroup = z.infer<typeof deliveryGroupSchema>;
type PaymentMethodBody = z.infer<typeof paymentMethodSchema>;

export interface MetadataDeps {
  handle: DatabaseHandle;
  companySettings: CompanySettingsService;
  /** Where service points come from: the shipped demo points, or a carrier's API. */
  servicePoints: ServicePointDirectory;
}

/** The business buyer's company, or null for guests, consumers and a business account without one. */
function companyOf(ctx: RequestContext): number | null {
  const { principal } = ctx;
  if (principal.kind !== 'customer' || cartAudience(principal.role) !== 'b2b') return null;
  return principal.companyId;
}

/** A method's name in the request's language, else English, else any it has. */
function nameIn(names: Record<string, string>, language: string): string {
  return names[language] ?? names.en ?? Object.values(names)[0] ?? '';
}

/** The rows of the buyer's delivery group among the candidates' (the domain's rule picks it). */
function buyerGroupRows(rows: readonly DeliveryRow[], market: string): DeliveryRow[] {
  const company = rows.find((r) => r.isCompanyGroup);
  const fallback = rows.find((r) => r.isDefault && r.groupMarket === market);
  const groupId = buyerDeliveryGroupId(
    market,
    company ? { id: company.groupId, market: company.groupMarket } : null,
    fallback?.groupId ?? null,
  );
  return rows.filter((r) => r.groupId === groupId);
}

/**
 * The fee (gross, as paid) of the first method (in position order) of the buyer's delivery group: the delivery the
 * cart's totals carry until checkout picks a method, so the cart shows what checkout charges for the
 * method it lists first. Null when the buyer's group has no method (or there is no group).
 */
export async function defaultDeliveryFeeGross(
  handle: DatabaseHandle,
  market: string,
  companyId: number | null,
): Promise<number | null> {
  const rows = buyerGroupRows(await metadataRepository.deliveryMethods(handle, market, companyId), market);
  return rows.find((r) => r.entryId !== null && r.feeGross !== null)?.feeGross ?? null;
}

function deliveryGroupsOf(candidates: readonly DeliveryRow[], ctx: MarketRequestContext): DeliveryGroup[] {
  const rows = buyerGroupRows(candidates, ctx.market.name);
  const first = rows[0];
  if (!first) return [];
  const methods = rows.flatMap((row) =>
    row.entryId === null || row.methodId === null || row.carrierCode === null || row.feeGross === null
      ? []
      : [
          {
            deliveryMethodId: row.methodId,
            deliveryGroupEntryId: row.entryId,
            name: nameIn(row.names ?? {}, ctx.language),
            carrierCode: row.carrierCode,
            carrierType: carrierTypeOf(row.carrierCode) ?? null,
            price: deliveryFeeFromGross(ctx.market, row.feeGross),
            requiresCellphone: row.requiresCellphone ?? false,
            requiresZeroDeliveryCost: row.requiresZeroDeliveryCost ?? false,
            deliveryDays: { min: row.deliveryDaysMin ?? 1, max: row.deliveryDaysMax ?? 3 },
          },
        ],
  );
  return [{ deliveryGroupId: first.groupId, name: first.groupName, methods }];
}

/**
 * The checkout's reference data (cart-services §7 Metadata): the market's delivery countries, US and
 * Canadian regions, address validation, and the delivery and payment methods the principal may use.
 * Rules live in the domain; this reads the principal's company settings and the delivery tables.
 */
export function createMetadataService({ handle, companySettings, servicePoints }: MetadataDeps) {
  const settingsOf = async (ctx: RequestContext): Promise<CompanySettings | null> => {
    const companyId = companyOf(ctx);
    return companyId === null ? null : companySettings.settings(ctx, companyId);
  };

  return {
    async countries(ctx: MarketRequestContext): Promise<Country[]> {
      const settings = await settingsOf(ctx);
      return countriesOfMarket(ctx.market, {
        chooseDeliveryCountry: settings?.ActivateChooseDeliveryCountryInCheckout ?? false,
      });
    },

    regions(countryCode: string): { code: string; name: string }[] {
      return regionsOf(countryCode)
        .map(({ code, name }) => ({ code, name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    },

    /** Countries without address validation answer valid; an unknown country is a 400. */
    validateAddress(address: AddressToValidate): AddressValidation {
      const country = countryByCode(address.countryCode);
      if (!country) throw invalidParameter('countryCode', `Unknown country '${address.countryCode}'.`);
      if (!country.useAddressValidation) return { isValid: true, zipCodeError: false, addressError: false };
      return validateAddress(address);
    },

    async deliveryMethods(ctx: MarketRequestContext): Promise<DeliveryGroup[]> {
      const rows = await metadataRepository.deliveryMethods(handle, ctx.market.name, companyOf(ctx));
      return deliveryGroupsOf(rows, ctx);
    },

    /** The market's service points nearest the postcode, nearest first. */
    servicePointsNear(ctx: MarketRequestContext, zipCode: string): Promise<ServicePoint[]> {
      return servicePoints.near(ctx.market.name, zipCode, SERVICE_POINTS_OFFERED);
    },

    /** Card for everyone; invoice too for a business buyer whose company has AllowInvoicePayment on. */
    async paymentMethods(ctx: MarketRequestContext): Promise<PaymentMethodBody[]> {
      const { principal } = ctx;
      const settings = await settingsOf(ctx);
      const methods = paymentMethodsFor({
        audience: cartAudience(principal.kind === 'customer' ? principal.role : null),
        allowInvoice: settings?.AllowInvoicePayment ?? false,
      });
      return methods.map((m) => ({ ...m, active: true }));
    },
  };
}
export type MetadataService = ReturnType<typeof createMetadataService>;
