import type { CompanySettingEntry, CompanySettingsTreeNode } from '@workwear/contracts';
import {
  COMPANY_SETTING_KEYS,
  type CompanySettingKey,
  type CompanySettings,
  companySettingTypeOf,
  inheritCompanySettings,
  invalidParameter,
  type SettingSource,
} from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import type { CompanyService } from '../company';

type Stored = { companyId: number; key: string; value: string };

/**
 * Company settings, typed (the domain's table) with inheritance: a company uses its own stored value,
 * else its nearest ancestor's, else the default. Each call first checks the company against the
 * principal through the company service (401 anonymous, 404 not visible).
 */
export function createCompanySettingsService(companies: CompanyService) {
  const entriesOf = (settings: CompanySettings, sources: Record<CompanySettingKey, SettingSource>) =>
    COMPANY_SETTING_KEYS.map(
      (key): CompanySettingEntry => ({
        key,
        type: companySettingTypeOf(key),
        value: settings[key],
        source: sources[key].kind,
        inheritedFrom: sources[key].kind === 'inherited' ? sources[key].companyId : null,
      }),
    );

  /** Effective settings of a company given its chain (itself first, then its ancestors). */
  function effective(ctx: RequestContext, chain: readonly number[], stored: readonly Stored[]) {
    const result = inheritCompanySettings(
      chain.map((companyId) => ({ companyId, rows: stored.filter((s) => s.companyId === companyId) })),
    );
    for (const rejected of result.rejected) {
      ctx.log.warn(
        { setting: rejected },
        'A stored company setting is not of its type; the default or an inherited value applies',
      );
    }
    return result;
  }

  async function settingsOf(ctx: RequestContext, id: number) {
    const company = await companies.visibleCompany(ctx, id);
    const chain = [id, ...company.ancestorIds];
    return effective(ctx, chain, await companies.storedSettings(chain));
  }

  return {
    /** The company's effective settings, typed: what other modules (the cart) read their rules from. */
    async settings(ctx: RequestContext, id: number): Promise<CompanySettings> {
      return (await settingsOf(ctx, id)).settings;
    },

    async all(ctx: RequestContext, id: number): Promise<CompanySettingEntry[]> {
      const { settings, sources } = await settingsOf(ctx, id);
      return entriesOf(settings, sources);
    },

    async one(ctx: RequestContext, id: number, key: CompanySettingKey): Promise<CompanySettingEntry> {
      const { settings, sources } = await settingsOf(ctx, id);
      return entriesOf(settings, sources).find((e) => e.key === key)!;
    },

    async raw(ctx: RequestContext, id: number) {
      await companies.visibleCompany(ctx, id);
      return (await companies.storedSettings([id])).map(({ key, value }) => ({ key, value }));
    },

    async rawOne(ctx: RequestContext, id: number, key: CompanySettingKey) {
      await companies.visibleCompany(ctx, id);
      const row = (await companies.storedSettings([id])).find((s) => s.key === key);
      return { key, value: row?.value ?? null };
    },

    /** Ids of the visible child companies whose effective value of a boolean key is on. */
    async activeChildren(ctx: RequestContext, id: number, key: CompanySettingKey): Promise<number[]> {
      if (companySettingTypeOf(key) !== 'boolean') {
        throw invalidParameter('key', `${key} is not a boolean setting.`);
      }
      const parent = await companies.visibleCompany(ctx, id);
      const childIds = await companies.childIds(ctx, id);
      const above = [id, ...parent.ancestorIds];
      const stored = await companies.storedSettings([...childIds, ...above]);
      return childIds.filter((childId) => effective(ctx, [childId, ...above], stored).settings[key] === true);
    },

    /** The company and the companies below it that the principal may see, each with its settings. */
    async tree(
      ctx: RequestContext,
      id: number,
      context: 'effective' | 'own',
    ): Promise<CompanySettingsTreeNode> {
      const { root, descendants, sortByName } = await companies.visibleTree(ctx, id);
      const stored = await companies.storedSettings([
        id,
        ...root.ancestorIds,
        ...descendants.map((d) => d.id),
      ]);
      const parentOf = new Map<number, number | null>([
        [id, root.parentId],
        ...descendants.map((d): [number, number | null] => [d.id, d.parentId]),
      ]);
      const chainOf = (companyId: number): number[] => {
        const chain = [companyId];
        let parent = parentOf.get(companyId) ?? null;
        while (parent !== null && parent !== id && chain.length < 32) {
          chain.push(parent);
          parent = parentOf.get(parent) ?? null;
        }
        return companyId === id ? [id, ...root.ancestorIds] : [...chain, id, ...root.ancestorIds];
      };
      const settingsFor = (companyId: number) => {
        const { settings, sources } = effective(ctx, chainOf(companyId), stored);
        const entries = entriesOf(settings, sources);
        return context === 'own' ? entries.filter((e) => e.source === 'own') : entries;
      };
      const node = (company: {
        id: number;
        parentId: number | null;
        name: string;
      }): CompanySettingsTreeNode => ({
        companyId: company.id,
        parentId: company.parentId,
        name: company.name,
        settings: settingsFor(company.id),
        children: descendants
          .filter((d) => d.parentId === company.id)
          .sort(sortByName)
          .map(node),
      });
      return node(root);
    },
  };
}
export type CompanySettingsService = ReturnType<typeof createCompanySettingsService>;
