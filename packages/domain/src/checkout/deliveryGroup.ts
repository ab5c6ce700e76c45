/**
 * The delivery group a buyer chooses from in a market: the company's own group
 * (companies.delivery_group_id) when it is a group of this market, else the market's default group.
 * A company group of another market does not apply (its fees are in another currency), so a company
 * buying in two markets uses the default group of the second. The methods the checkout offers and
 * the ones order send accepts (else code 16) both follow this rule.
 */
export function buyerDeliveryGroupId(
  market: string,
  companyGroup: { readonly id: number; readonly market: string } | null,
  defaultGroupId: number | null,
): number | null {
  return companyGroup !== null && companyGroup.market === market ? companyGroup.id : defaultGroupId;
}
