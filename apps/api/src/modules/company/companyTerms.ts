import type { DatabaseHandle } from '@workwear/db';
import { type CompanySettings, inheritCompanySettings, notFound } from '@workwear/domain';
import { type CacheRegistry, createCacheRegistry, MIB } from '../../lib/cacheRegistry';
import type { Logger } from '../../logger';
import { loadCompanyTerms } from './companyTermsRepository';

/** How long a company's lists and settings are believed: a change shows to its buyers within it. */
export const COMPANY_TERMS_CACHE_MS = 10_000;

/** What a company buys under: its price lists and its effective settings (inherited from its ancestors). */
export interface CompanyTerms {
  primaryPriceListId: number | null;
  priceLists: { id: number; type: number; marketName: string }[];
  settings: CompanySettings;
  /** ForceApproval as stored by the company or an ancestor; undefined when none ever set it (pendingOrdersVisible). */
  forceApprovalStored: boolean | undefined;
}

/**
 * The one loader and the one cache of a company's terms, which pricing and the cart ask. A fresh read
 * skips the cache, for callers whose caches are off (the tests change settings between requests).
 */
export function createCompanyTerms(
  handle: DatabaseHandle,
  logger: Pick<Logger, 'warn'>,
  caches: CacheRegistry = createCacheRegistry(),
) {
  const cache = caches.ttlCache<CompanyTerms | undefined>({
    owner: 'company',
    name: 'companyTerms',
    key: 'company id',
    ttlMs: COMPANY_TERMS_CACHE_MS,
    maxEntries: 5000,
    maxBytes: 32 * MIB,
  });

  async function load(companyId: number): Promise<CompanyTerms | undefined> {
    const loaded = await loadCompanyTerms(handle, companyId);
    if (!loaded) return undefined;
    const { settings, sources, rejected } = inheritCompanySettings(loaded.settingsChain);
    for (const setting of rejected) {
      logger.warn(
        { setting },
        'A stored company setting is not of its type; the default or an inherited value applies',
      );
    }
    return {
      primaryPriceListId: loaded.primaryPriceListId,
      priceLists: loaded.priceLists,
      settings,
      forceApprovalStored: sources.ForceApproval.kind === 'default' ? undefined : settings.ForceApproval,
    };
  }

  const termsOf = (companyId: number, fresh = false) =>
    fresh ? load(companyId) : cache.get(String(companyId), () => load(companyId));

  return {
    /** A company's terms; undefined when the company does not exist. */
    termsOf,
    /** The effective settings of the principal's own company (a 404 when it is gone). */
    async settingsOf(companyId: number, fresh = false): Promise<CompanySettings> {
      const terms = await termsOf(companyId, fresh);
      if (!terms) throw notFound(`Company ${companyId}`);
      return terms.settings;
    },
    /** The company's stored ForceApproval (own or inherited), undefined when never set. */
    async forceApprovalStoredOf(companyId: number, fresh = false): Promise<boolean | undefined> {
      return (await termsOf(companyId, fresh))?.forceApprovalStored;
    },
  };
}
export type CompanyTermsService = ReturnType<typeof createCompanyTerms>;
