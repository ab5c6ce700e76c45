import { isB2B, type RoleCode } from './roles';

/**
 * Whether a visitor's searches go to search analytics (spec storefront-core §6: anonymous visitors get
 * "search analytics (with B2C, production, search feature on)"). Read as: the market sells to
 * consumers (b2CActivate), the visitor is not a business buyer (anonymous or a consumer, whose
 * searches are the public assortment's), and the market's UseKlevu flag is on. "Production" is met by
 * configuration: events leave the shop only where KLEVU_ANALYTICS_URL is set, which only a production
 * deployment does; elsewhere they stay in the shop's own table.
 */
export function searchAnalyticsApplies(visitor: {
  readonly role: RoleCode | null;
  readonly b2cMarket: boolean;
  readonly useKlevu: boolean;
}): boolean {
  return visitor.useKlevu && visitor.b2cMarket && !isB2B(visitor.role);
}
