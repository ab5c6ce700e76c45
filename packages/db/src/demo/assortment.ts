import type { BulkValue } from './bulkInsert';
import { slugify } from './slug';
import { fill, LANGUAGES, texts } from './texts';
import {
  FAMILY_DESCRIPTION,
  FAMILY_FOCUS,
  type FamilyFocus,
  FLAG_NAMES,
  GROUP_DESCRIPTION,
  GROUP_NAMES,
  type GroupCode,
} from './vocabulary/assortment';

export interface FamilyDef {
  readonly id: number;
  readonly code: string;
  /** A brand name, the same in every language. */
  readonly name: string;
  readonly focus: FamilyFocus;
}

export const FAMILIES = {
  flex: { id: 1, code: 'flex', name: 'Flex', focus: 'mobility' },
  service: { id: 2, code: 'service', name: 'Service', focus: 'care' },
  heritage: { id: 3, code: 'heritage', name: 'Heritage', focus: 'durability' },
  visible: { id: 4, code: 'visible', name: 'Visible', focus: 'visibility' },
  stretchPro: { id: 5, code: 'stretch-pro', name: 'Stretch Pro', focus: 'mobility' },
  winterForce: { id: 6, code: 'winter-force', name: 'Winter Force', focus: 'warmth' },
  craft: { id: 7, code: 'craft', name: 'Craft', focus: 'durability' },
  core: { id: 8, code: 'core', name: 'Core', focus: 'basics' },
} as const satisfies Record<string, FamilyDef>;

export type FamilyKey = keyof typeof FAMILIES;
export const FAMILY_LIST: readonly FamilyDef[] = Object.values(FAMILIES);

export const GROUP = {
  highVisibility: 1,
  flameRetardant: 2,
  eco: 3,
  craftsmen: 4,
  serviceAndIndustry: 5,
  bestsellers: 6,
} as const;

const GROUP_CODES: Readonly<Record<number, GroupCode>> = {
  [GROUP.highVisibility]: 'high-visibility',
  [GROUP.flameRetardant]: 'flame-retardant',
  [GROUP.eco]: 'eco',
  [GROUP.craftsmen]: 'craftsmen',
  [GROUP.serviceAndIndustry]: 'service-and-industry',
  [GROUP.bestsellers]: 'bestsellers',
};

export const FLAG = { news: 1, campaign: 2, eco: 3 } as const;

export function familyDescription(family: FamilyDef, lang: (typeof LANGUAGES)[number]): string {
  const i = LANGUAGES.indexOf(lang);
  return fill(FAMILY_DESCRIPTION[i] ?? '', { name: family.name, focus: FAMILY_FOCUS[family.focus][i] ?? '' });
}

export function familyRows(): BulkValue[][] {
  return FAMILY_LIST.map((f, i) => [f.id, f.code, i + 1]);
}

export function familyTranslationRows(): BulkValue[][] {
  return FAMILY_LIST.flatMap((f) =>
    LANGUAGES.map((lang) => [f.id, lang, f.name, slugify(f.name), familyDescription(f, lang)]),
  );
}

export function groupRows(): BulkValue[][] {
  return Object.entries(GROUP_CODES).map(([id, code], i) => [Number(id), code, i + 1, null]);
}

export function groupTranslationRows(): BulkValue[][] {
  return Object.entries(GROUP_CODES).flatMap(([id, code]) => {
    const names = texts(GROUP_NAMES[code]);
    const descriptions = texts(GROUP_DESCRIPTION);
    return LANGUAGES.map((lang) => [
      Number(id),
      lang,
      names[lang],
      slugify(names[lang]),
      fill(descriptions[lang], { name: names[lang] }),
    ]);
  });
}

export function flagRows(): BulkValue[][] {
  return [
    [FLAG.news, 'news', 0, 30],
    [FLAG.campaign, 'campaign', 1, 20],
    [FLAG.eco, 'eco', 0, 10],
  ];
}

export function flagTranslationRows(): BulkValue[][] {
  const byId: readonly [number, keyof typeof FLAG_NAMES][] = [
    [FLAG.news, 'news'],
    [FLAG.campaign, 'campaign'],
    [FLAG.eco, 'eco'],
  ];
  return byId.flatMap(([id, code]) => {
    const names = texts(FLAG_NAMES[code]);
    return LANGUAGES.map((lang) => [id, lang, names[lang]]);
  });
}
