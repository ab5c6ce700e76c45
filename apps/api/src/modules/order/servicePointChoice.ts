import type { ServicePoint } from '@workwear/contracts';
import { carrierTypeOf, invalidParameter, type MarketName } from '@workwear/domain';

/** Where the send looks a service point up: the metadata module's directory, filled in by the root. */
export interface ServicePointSource {
  byId(market: MarketName, id: string): Promise<ServicePoint | undefined>;
}

export const SERVICE_POINT_MESSAGES = {
  required: 'Choose a service point',
  unknown: 'Not a service point of this market',
  notTaken: 'Only a service-point delivery method takes a service point',
} as const;

/** The payload's service point, looked up before the send's transaction (a carrier's API is slow). */
export async function namedServicePoint(
  source: ServicePointSource,
  market: MarketName,
  id: string | undefined,
): Promise<ServicePoint | null> {
  if (id === undefined || id === '') return null;
  const point = await source.byId(market, id);
  if (!point) throw invalidParameter('servicePointId', SERVICE_POINT_MESSAGES.unknown);
  return point;
}

/**
 * The service point the order keeps, once the delivery entry is known: a service-point method needs
 * one (400 naming servicePointId, as the storefront says it), any other method takes none.
 */
export function servicePointOfOrder(carrierCode: number, point: ServicePoint | null): ServicePoint | null {
  const servicePointMethod = carrierTypeOf(carrierCode) === 'service-point';
  if (servicePointMethod && point === null)
    throw invalidParameter('servicePointId', SERVICE_POINT_MESSAGES.required);
  if (!servicePointMethod && point !== null)
    throw invalidParameter('servicePointId', SERVICE_POINT_MESSAGES.notTaken);
  return point;
}
