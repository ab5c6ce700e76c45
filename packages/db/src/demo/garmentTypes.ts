import { type FamilyKey, GROUP } from './assortment';
import { CAT } from './categories';
import type {
  ColourCode,
  FitCode,
  GenderCode,
  MaterialCode,
  ProtectionCode,
  SeasonCode,
  StandardCode,
} from './parametrics';
import { SIZE_GROUP } from './sizes';
import type { UseCode } from './vocabulary/descriptions';
import type { GarmentCode } from './vocabulary/garments';
import type { UspTag } from './vocabulary/usps';

export type Shape =
  | 'jacket'
  | 'trousers'
  | 'overall'
  | 'shirt'
  | 'tshirt'
  | 'hoodie'
  | 'vest'
  | 'shorts'
  | 'shoe'
  | 'glove'
  | 'cap'
  | 'bag'
  | 'kneepad'
  | 'belt'
  | 'socks'
  | 'underwear';

export type SizeGuideCode = 'tops' | 'trousers' | 'footwear' | 'gloves';

/** Which product-dimension table a garment gets (none for shoes and accessories). */
export type DimensionKind = 'top' | 'vest' | 'trousers' | 'shorts' | 'overall';

/** One fabric mix: materials with their share in per cent, summing to 100. */
export type Composition = readonly (readonly [MaterialCode, number])[];

/** A value the product gets with the given probability. */
export type Maybe<T> = readonly [T, number];

export interface GarmentType {
  readonly code: GarmentCode;
  readonly categoryId: number;
  /** Additional categories, each with the share of products listed there too. */
  readonly alsoIn?: readonly Maybe<number>[];
  /** Relative share of products within the whole catalogue. */
  readonly weight: number;
  readonly shape: Shape;
  readonly sizeGroupId: number;
  /** Share of products sold in D-sizes instead (stockier cut), for trousers. */
  readonly dSizeShare?: number;
  readonly sizeGuide?: SizeGuideCode;
  readonly dimensions?: DimensionKind;
  /** Public price range in whole euros, ex VAT. */
  readonly priceEur: readonly [number, number];
  readonly use: UseCode;
  readonly fits: readonly FitCode[];
  readonly seasons: readonly SeasonCode[];
  readonly compositions: readonly Composition[];
  readonly standards?: readonly Maybe<StandardCode>[];
  readonly protections?: readonly Maybe<ProtectionCode>[];
  readonly colours: readonly ColourCode[];
  readonly genders: Readonly<Partial<Record<GenderCode, number>>>;
  readonly families: readonly FamilyKey[];
  readonly groups?: readonly number[];
  readonly tags: readonly UspTag[];
  /** Hi-vis garments: the EN ISO 20471 classes they come in. */
  readonly hiVisClasses?: readonly (1 | 2 | 3)[];
}

const WORKWEAR: readonly ColourCode[] = [
  'black',
  'navy',
  'dark-grey',
  'grey',
  'khaki',
  'brown',
  'olive-green',
  'royal-blue',
  'red',
];
const TOPS: readonly ColourCode[] = [
  'black',
  'navy',
  'white',
  'grey',
  'dark-grey',
  'red',
  'royal-blue',
  'burgundy',
  'olive-green',
  'yellow',
  'khaki',
];
const OUTER: readonly ColourCode[] = [
  'black',
  'navy',
  'dark-grey',
  'olive-green',
  'red',
  'royal-blue',
  'khaki',
];
const HI_VIS: readonly ColourCode[] = ['hi-vis-yellow', 'hi-vis-orange'];
const SHOES: readonly ColourCode[] = ['black', 'brown', 'dark-grey', 'grey', 'navy'];
const GLOVES: readonly ColourCode[] = ['black', 'grey', 'yellow', 'dark-grey'];
const ACCESSORY: readonly ColourCode[] = ['black', 'navy', 'dark-grey', 'khaki', 'red', 'hi-vis-orange'];
const FR: readonly ColourCode[] = ['navy', 'dark-grey', 'red', 'hi-vis-orange'];

const CLOTHING_GENDERS = { men: 0.55, women: 0.25, unisex: 0.17, children: 0.03 };
const TOP_GENDERS = { men: 0.45, women: 0.3, unisex: 0.2, children: 0.05 };
const ADULT_GENDERS = { men: 0.6, women: 0.25, unisex: 0.15 };
const UNISEX = { unisex: 1 };

const POLY_COTTON: Composition = [
  ['polyester', 65],
  ['cotton', 35],
];
const COTTON_POLY: Composition = [
  ['cotton', 60],
  ['polyester', 40],
];
const CORDURA_MIX: Composition = [
  ['polyester', 60],
  ['cotton', 30],
  ['cordura', 10],
];
const STRETCH_MIX: Composition = [
  ['polyamide', 88],
  ['elastane', 12],
];
const STRETCH_COTTON: Composition = [
  ['cotton', 50],
  ['polyester', 43],
  ['elastane', 7],
];
const SOFTSHELL: Composition = [
  ['polyester', 92],
  ['elastane', 8],
];
const POLYESTER: Composition = [['polyester', 100]];
const POLYAMIDE: Composition = [['polyamide', 100]];
const COTTON: Composition = [['cotton', 100]];
const WOOL_MIX: Composition = [
  ['wool', 55],
  ['polyester', 45],
];
const FR_MIX: Composition = [
  ['modacrylic', 60],
  ['cotton', 39],
  ['polyester', 1],
];
const LEATHER: Composition = [['leather', 100]];
const LEATHER_MIX: Composition = [
  ['leather', 70],
  ['polyester', 30],
];
const NITRILE: Composition = [
  ['polyamide', 70],
  ['nitrile', 30],
];
const SOCK_MIX: Composition = [
  ['wool', 50],
  ['polyamide', 45],
  ['elastane', 5],
];

const OPTIONAL_13688: Maybe<StandardCode> = ['en-iso-13688', 0.4];

// biome-ignore format: one garment per block reads better than the formatter's layout of nested tuples.
export const GARMENT_TYPES: readonly GarmentType[] = [
  // Work trousers
  { code: 'craftsman-trousers', categoryId: CAT.workTrousers, weight: 5, shape: 'trousers', sizeGroupId: SIZE_GROUP.c, dSizeShare: 0.15, sizeGuide: 'trousers', dimensions: 'trousers', priceEur: [79, 149], use: 'craft', fits: ['regular', 'slim'], seasons: ['all-year'], compositions: [CORDURA_MIX, STRETCH_COTTON, POLY_COTTON], standards: [OPTIONAL_13688], protections: [['reflective', 0.3]], colours: WORKWEAR, genders: CLOTHING_GENDERS, families: ['craft', 'flex', 'stretchPro', 'heritage'], groups: [GROUP.craftsmen], tags: ['clothing', 'brandable', 'pockets', 'kneepockets', 'craft'] },
  { code: 'service-trousers', categoryId: CAT.workTrousers, weight: 3, shape: 'trousers', sizeGroupId: SIZE_GROUP.c, dSizeShare: 0.2, sizeGuide: 'trousers', dimensions: 'trousers', priceEur: [49, 89], use: 'service', fits: ['regular', 'slim', 'loose'], seasons: ['all-year'], compositions: [POLY_COTTON, COTTON_POLY], standards: [OPTIONAL_13688], colours: WORKWEAR, genders: CLOTHING_GENDERS, families: ['service', 'core'], groups: [GROUP.serviceAndIndustry], tags: ['clothing', 'brandable', 'pockets', 'service'] },
  { code: 'stretch-trousers', categoryId: CAT.workTrousers, weight: 3, shape: 'trousers', sizeGroupId: SIZE_GROUP.c, sizeGuide: 'trousers', dimensions: 'trousers', priceEur: [89, 149], use: 'construction', fits: ['slim', 'regular'], seasons: ['all-year', 'summer'], compositions: [STRETCH_MIX, STRETCH_COTTON], standards: [OPTIONAL_13688], colours: WORKWEAR, genders: CLOTHING_GENDERS, families: ['stretchPro', 'flex'], tags: ['clothing', 'brandable', 'pockets', 'kneepockets', 'stretch'] },
  { code: 'work-trousers', categoryId: CAT.workTrousers, weight: 2.5, shape: 'trousers', sizeGroupId: SIZE_GROUP.c, dSizeShare: 0.2, sizeGuide: 'trousers', dimensions: 'trousers', priceEur: [59, 99], use: 'construction', fits: ['regular', 'loose'], seasons: ['all-year'], compositions: [POLY_COTTON, COTTON, CORDURA_MIX], standards: [OPTIONAL_13688], colours: WORKWEAR, genders: CLOTHING_GENDERS, families: ['heritage', 'core', 'craft'], tags: ['clothing', 'brandable', 'pockets', 'kneepockets'] },
  { code: 'fr-trousers', categoryId: CAT.workTrousers, weight: 0.8, shape: 'trousers', sizeGroupId: SIZE_GROUP.c, sizeGuide: 'trousers', dimensions: 'trousers', priceEur: [109, 169], use: 'industry', fits: ['regular'], seasons: ['all-year'], compositions: [FR_MIX], standards: [['en-iso-11612', 1], ['en-1149-5', 1]], protections: [['flame-retardant', 1], ['anti-static', 1], ['reflective', 0.5]], colours: FR, genders: ADULT_GENDERS, families: [], groups: [GROUP.flameRetardant], tags: ['clothing', 'pockets', 'kneepockets', 'fr'] },
  // Work jackets
  { code: 'work-jacket', categoryId: CAT.workJackets, weight: 3.5, shape: 'jacket', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [69, 129], use: 'construction', fits: ['regular', 'loose'], seasons: ['all-year'], compositions: [CORDURA_MIX, POLY_COTTON], standards: [OPTIONAL_13688], protections: [['water-repellent', 0.4], ['reflective', 0.3]], colours: WORKWEAR, genders: CLOTHING_GENDERS, families: ['craft', 'heritage', 'flex'], groups: [GROUP.craftsmen], tags: ['clothing', 'brandable', 'pockets', 'outer'] },
  { code: 'shell-jacket', categoryId: CAT.workJackets, weight: 2.5, shape: 'jacket', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [119, 229], use: 'outdoor', fits: ['regular', 'loose'], seasons: ['all-year'], compositions: [POLYAMIDE, POLYESTER], standards: [['en-343', 1]], protections: [['water-repellent', 1], ['windproof', 1], ['reflective', 0.3]], colours: OUTER, genders: ADULT_GENDERS, families: ['flex', 'heritage'], tags: ['clothing', 'brandable', 'pockets', 'outer', 'shell'] },
  { code: 'lightweight-jacket', categoryId: CAT.workJackets, weight: 2, shape: 'jacket', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [59, 99], use: 'service', fits: ['regular', 'slim'], seasons: ['all-year', 'summer'], compositions: [POLY_COTTON, STRETCH_MIX], standards: [OPTIONAL_13688], protections: [['water-repellent', 0.3]], colours: OUTER, genders: CLOTHING_GENDERS, families: ['service', 'flex', 'core'], groups: [GROUP.serviceAndIndustry], tags: ['clothing', 'brandable', 'pockets', 'outer', 'service'] },
  // Shirts
  { code: 'work-shirt', categoryId: CAT.shirts, weight: 2, shape: 'shirt', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [39, 69], use: 'construction', fits: ['regular', 'slim'], seasons: ['all-year'], compositions: [COTTON, COTTON_POLY], colours: TOPS, genders: CLOTHING_GENDERS, families: ['heritage', 'core'], tags: ['clothing', 'brandable', 'cotton'] },
  { code: 'flannel-shirt', categoryId: CAT.shirts, weight: 1.5, shape: 'shirt', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [45, 75], use: 'craft', fits: ['regular', 'loose'], seasons: ['all-year', 'winter'], compositions: [COTTON], colours: ['red', 'navy', 'dark-grey', 'olive-green', 'burgundy', 'khaki'], genders: CLOTHING_GENDERS, families: ['heritage', 'craft'], tags: ['clothing', 'cotton'] },
  { code: 'service-shirt', categoryId: CAT.shirts, weight: 1.5, shape: 'shirt', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [35, 59], use: 'service', fits: ['regular', 'slim'], seasons: ['all-year'], compositions: [COTTON_POLY, POLY_COTTON], colours: ['white', 'navy', 'black', 'grey', 'royal-blue'], genders: CLOTHING_GENDERS, families: ['service'], groups: [GROUP.serviceAndIndustry], tags: ['clothing', 'brandable', 'cotton', 'service'] },
  // T-shirts
  { code: 't-shirt', categoryId: CAT.tShirts, weight: 4.5, shape: 'tshirt', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [12, 29], use: 'everyday', fits: ['regular', 'slim'], seasons: ['all-year', 'summer'], compositions: [COTTON, COTTON_POLY], colours: TOPS, genders: TOP_GENDERS, families: ['core', 'flex', 'service'], tags: ['clothing', 'brandable', 'cotton'] },
  { code: 'long-sleeve-t-shirt', categoryId: CAT.tShirts, weight: 2, shape: 'tshirt', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [19, 35], use: 'everyday', fits: ['regular', 'slim'], seasons: ['all-year'], compositions: [COTTON, COTTON_POLY], colours: TOPS, genders: TOP_GENDERS, families: ['core', 'flex'], tags: ['clothing', 'brandable', 'cotton'] },
  { code: 'polo-shirt', categoryId: CAT.tShirts, weight: 1.5, shape: 'tshirt', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [22, 39], use: 'service', fits: ['regular', 'slim'], seasons: ['all-year', 'summer'], compositions: [COTTON_POLY, COTTON], colours: TOPS, genders: TOP_GENDERS, families: ['service', 'core'], groups: [GROUP.serviceAndIndustry], tags: ['clothing', 'brandable', 'cotton', 'service'] },
  // High visibility: primary in the garment's own category, listed in 2500 as well (vests the other way round).
  { code: 'hi-vis-jacket', categoryId: CAT.workJackets, alsoIn: [[CAT.highVisibility, 1]], weight: 2.2, shape: 'jacket', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [79, 159], use: 'hivis', fits: ['regular'], seasons: ['all-year'], compositions: [POLYESTER, POLY_COTTON], standards: [['en-343', 0.4]], protections: [['reflective', 1], ['water-repellent', 0.5]], colours: HI_VIS, genders: ADULT_GENDERS, families: ['visible'], groups: [GROUP.highVisibility], tags: ['clothing', 'pockets', 'outer', 'hivis'], hiVisClasses: [2, 3] },
  { code: 'hi-vis-trousers', categoryId: CAT.workTrousers, alsoIn: [[CAT.highVisibility, 1]], weight: 2.5, shape: 'trousers', sizeGroupId: SIZE_GROUP.c, sizeGuide: 'trousers', dimensions: 'trousers', priceEur: [69, 139], use: 'hivis', fits: ['regular'], seasons: ['all-year'], compositions: [POLY_COTTON, CORDURA_MIX], protections: [['reflective', 1]], colours: HI_VIS, genders: ADULT_GENDERS, families: ['visible', 'craft'], groups: [GROUP.highVisibility], tags: ['clothing', 'pockets', 'kneepockets', 'hivis'], hiVisClasses: [1, 2] },
  { code: 'hi-vis-t-shirt', categoryId: CAT.tShirts, alsoIn: [[CAT.highVisibility, 1]], weight: 2, shape: 'tshirt', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [19, 39], use: 'hivis', fits: ['regular'], seasons: ['all-year', 'summer'], compositions: [POLYESTER], protections: [['reflective', 1]], colours: HI_VIS, genders: ADULT_GENDERS, families: ['visible'], groups: [GROUP.highVisibility], tags: ['clothing', 'hivis'], hiVisClasses: [2] },
  { code: 'hi-vis-vest', categoryId: CAT.highVisibility, alsoIn: [[CAT.vests, 1]], weight: 1.3, shape: 'vest', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'vest', priceEur: [15, 39], use: 'hivis', fits: ['loose'], seasons: ['all-year'], compositions: [POLYESTER], protections: [['reflective', 1]], colours: HI_VIS, genders: UNISEX, families: ['visible'], groups: [GROUP.highVisibility], tags: ['clothing', 'hivis'], hiVisClasses: [1, 2] },
  { code: 'hi-vis-softshell-jacket', categoryId: CAT.softshell, alsoIn: [[CAT.highVisibility, 1]], weight: 1, shape: 'jacket', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [99, 169], use: 'hivis', fits: ['regular'], seasons: ['all-year'], compositions: [SOFTSHELL], protections: [['reflective', 1], ['windproof', 1], ['water-repellent', 1]], colours: HI_VIS, genders: ADULT_GENDERS, families: ['visible'], groups: [GROUP.highVisibility], tags: ['clothing', 'pockets', 'outer', 'softshell', 'hivis'], hiVisClasses: [2, 3] },
  { code: 'hi-vis-winter-jacket', categoryId: CAT.winterJackets, alsoIn: [[CAT.highVisibility, 1]], weight: 1, shape: 'jacket', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [139, 249], use: 'hivis', fits: ['loose', 'regular'], seasons: ['winter'], compositions: [POLYESTER], standards: [['en-343', 0.6]], protections: [['reflective', 1], ['windproof', 1], ['water-repellent', 0.7]], colours: HI_VIS, genders: ADULT_GENDERS, families: ['visible', 'winterForce'], groups: [GROUP.highVisibility], tags: ['clothing', 'pockets', 'outer', 'winter', 'hivis'], hiVisClasses: [3] },
  // Shorts
  { code: 'craftsman-shorts', categoryId: CAT.shorts, weight: 2.5, shape: 'shorts', sizeGroupId: SIZE_GROUP.c, sizeGuide: 'trousers', dimensions: 'shorts', priceEur: [59, 109], use: 'craft', fits: ['regular', 'slim'], seasons: ['summer'], compositions: [CORDURA_MIX, STRETCH_MIX], colours: WORKWEAR, genders: CLOTHING_GENDERS, families: ['craft', 'stretchPro', 'flex'], groups: [GROUP.craftsmen], tags: ['clothing', 'brandable', 'pockets', 'craft'] },
  { code: 'service-shorts', categoryId: CAT.shorts, weight: 1.5, shape: 'shorts', sizeGroupId: SIZE_GROUP.c, sizeGuide: 'trousers', dimensions: 'shorts', priceEur: [35, 65], use: 'service', fits: ['regular'], seasons: ['summer'], compositions: [POLY_COTTON], colours: WORKWEAR, genders: CLOTHING_GENDERS, families: ['service', 'core'], groups: [GROUP.serviceAndIndustry], tags: ['clothing', 'brandable', 'pockets', 'service'] },
  // Vests
  { code: 'work-vest', categoryId: CAT.vests, weight: 1, shape: 'vest', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'vest', priceEur: [39, 79], use: 'construction', fits: ['regular'], seasons: ['all-year'], compositions: [POLY_COTTON, CORDURA_MIX], colours: WORKWEAR, genders: CLOTHING_GENDERS, families: ['craft', 'core'], tags: ['clothing', 'brandable', 'pockets', 'outer'] },
  { code: 'padded-vest', categoryId: CAT.vests, weight: 1, shape: 'vest', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'vest', priceEur: [59, 109], use: 'cold', fits: ['regular', 'loose'], seasons: ['winter', 'all-year'], compositions: [POLYAMIDE, POLYESTER], protections: [['windproof', 0.5], ['water-repellent', 0.5]], colours: OUTER, genders: CLOTHING_GENDERS, families: ['winterForce', 'flex'], tags: ['clothing', 'brandable', 'pockets', 'outer', 'winter'] },
  { code: 'tool-vest', categoryId: CAT.vests, weight: 1, shape: 'vest', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'vest', priceEur: [69, 119], use: 'craft', fits: ['regular'], seasons: ['all-year'], compositions: [CORDURA_MIX], colours: WORKWEAR, genders: ADULT_GENDERS, families: ['craft'], groups: [GROUP.craftsmen], tags: ['clothing', 'pockets', 'craft'] },
  // Overalls
  { code: 'bib-overall', categoryId: CAT.overalls, weight: 1.6, shape: 'overall', sizeGroupId: SIZE_GROUP.c, dSizeShare: 0.15, sizeGuide: 'trousers', dimensions: 'overall', priceEur: [89, 159], use: 'craft', fits: ['regular', 'loose'], seasons: ['all-year'], compositions: [CORDURA_MIX, POLY_COTTON], colours: WORKWEAR, genders: ADULT_GENDERS, families: ['craft', 'heritage'], groups: [GROUP.craftsmen], tags: ['clothing', 'pockets', 'kneepockets', 'craft'] },
  { code: 'coverall', categoryId: CAT.overalls, weight: 1.6, shape: 'overall', sizeGroupId: SIZE_GROUP.c, sizeGuide: 'trousers', dimensions: 'overall', priceEur: [69, 129], use: 'service', fits: ['regular', 'loose'], seasons: ['all-year'], compositions: [POLY_COTTON, COTTON], colours: WORKWEAR, genders: ADULT_GENDERS, families: ['service', 'core'], groups: [GROUP.serviceAndIndustry], tags: ['clothing', 'brandable', 'pockets', 'service'] },
  { code: 'fr-coverall', categoryId: CAT.overalls, weight: 0.8, shape: 'overall', sizeGroupId: SIZE_GROUP.c, sizeGuide: 'trousers', dimensions: 'overall', priceEur: [149, 249], use: 'industry', fits: ['regular'], seasons: ['all-year'], compositions: [FR_MIX], standards: [['en-iso-11612', 1], ['en-1149-5', 1]], protections: [['flame-retardant', 1], ['anti-static', 1], ['reflective', 0.5]], colours: FR, genders: ADULT_GENDERS, families: [], groups: [GROUP.flameRetardant], tags: ['clothing', 'pockets', 'fr'] },
  // Base layer and underwear
  { code: 'base-layer-top', categoryId: CAT.baseLayer, weight: 1.6, shape: 'underwear', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [29, 69], use: 'layer', fits: ['slim'], seasons: ['winter', 'all-year'], compositions: [WOOL_MIX, POLYESTER], colours: ['black', 'dark-grey', 'navy', 'grey'], genders: ADULT_GENDERS, families: ['winterForce', 'core'], tags: ['clothing', 'layer'] },
  { code: 'base-layer-bottoms', categoryId: CAT.baseLayer, weight: 1.4, shape: 'underwear', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', priceEur: [29, 65], use: 'layer', fits: ['slim'], seasons: ['winter', 'all-year'], compositions: [WOOL_MIX, POLYESTER], colours: ['black', 'dark-grey', 'navy', 'grey'], genders: ADULT_GENDERS, families: ['winterForce', 'core'], tags: ['clothing', 'layer'] },
  { code: 'boxer-briefs', categoryId: CAT.underwear, weight: 1.2, shape: 'underwear', sizeGroupId: SIZE_GROUP.tops, priceEur: [12, 25], use: 'layer', fits: ['slim'], seasons: ['all-year'], compositions: [[['cotton', 95], ['elastane', 5]], [['polyamide', 90], ['elastane', 10]]], colours: ['black', 'navy', 'dark-grey', 'grey'], genders: { men: 1 }, families: ['core'], tags: ['clothing', 'layer'] },
  { code: 'tank-top', categoryId: CAT.underwear, weight: 0.8, shape: 'underwear', sizeGroupId: SIZE_GROUP.tops, priceEur: [9, 19], use: 'layer', fits: ['slim', 'regular'], seasons: ['all-year', 'summer'], compositions: [COTTON, [['cotton', 95], ['elastane', 5]]], colours: ['white', 'black', 'grey', 'navy'], genders: { men: 0.5, women: 0.5 }, families: ['core'], tags: ['clothing', 'layer', 'cotton'] },
  // Fleece and hoodies
  { code: 'fleece-jacket', categoryId: CAT.fleece, alsoIn: [[CAT.workJackets, 0.2]], weight: 2.5, shape: 'jacket', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [45, 89], use: 'cold', fits: ['regular', 'slim'], seasons: ['all-year', 'winter'], compositions: [POLYESTER], colours: OUTER, genders: TOP_GENDERS, families: ['core', 'flex', 'winterForce'], tags: ['clothing', 'brandable', 'pockets'] },
  { code: 'fleece-pullover', categoryId: CAT.fleece, weight: 1.5, shape: 'hoodie', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [39, 69], use: 'layer', fits: ['regular'], seasons: ['all-year', 'winter'], compositions: [POLYESTER], colours: OUTER, genders: TOP_GENDERS, families: ['core'], tags: ['clothing', 'brandable'] },
  { code: 'hoodie', categoryId: CAT.hoodies, weight: 2.5, shape: 'hoodie', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [39, 79], use: 'everyday', fits: ['regular', 'loose'], seasons: ['all-year'], compositions: [COTTON_POLY, COTTON], colours: TOPS, genders: TOP_GENDERS, families: ['core', 'flex'], tags: ['clothing', 'brandable', 'cotton'] },
  { code: 'zip-hoodie', categoryId: CAT.hoodies, weight: 2.5, shape: 'hoodie', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [49, 89], use: 'everyday', fits: ['regular', 'slim'], seasons: ['all-year'], compositions: [COTTON_POLY, STRETCH_COTTON], colours: TOPS, genders: TOP_GENDERS, families: ['core', 'flex', 'craft'], tags: ['clothing', 'brandable', 'pockets', 'cotton'] },
  // Softshell
  { code: 'softshell-jacket', categoryId: CAT.softshell, alsoIn: [[CAT.workJackets, 0.3]], weight: 3, shape: 'jacket', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [79, 149], use: 'outdoor', fits: ['regular', 'slim'], seasons: ['all-year'], compositions: [SOFTSHELL], protections: [['windproof', 1], ['water-repellent', 1], ['reflective', 0.2]], colours: OUTER, genders: CLOTHING_GENDERS, families: ['flex', 'stretchPro', 'core'], tags: ['clothing', 'brandable', 'pockets', 'outer', 'softshell', 'stretch'] },
  { code: 'softshell-vest', categoryId: CAT.softshell, alsoIn: [[CAT.vests, 1]], weight: 1, shape: 'vest', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'vest', priceEur: [59, 99], use: 'outdoor', fits: ['regular', 'slim'], seasons: ['all-year'], compositions: [SOFTSHELL], protections: [['windproof', 1], ['water-repellent', 0.8]], colours: OUTER, genders: CLOTHING_GENDERS, families: ['flex', 'core'], tags: ['clothing', 'brandable', 'pockets', 'outer', 'softshell'] },
  { code: 'softshell-trousers', categoryId: CAT.softshell, alsoIn: [[CAT.workTrousers, 0.5]], weight: 1, shape: 'trousers', sizeGroupId: SIZE_GROUP.c, sizeGuide: 'trousers', dimensions: 'trousers', priceEur: [89, 149], use: 'outdoor', fits: ['regular', 'slim'], seasons: ['all-year', 'winter'], compositions: [SOFTSHELL], protections: [['windproof', 1], ['water-repellent', 1]], colours: OUTER, genders: ADULT_GENDERS, families: ['flex', 'stretchPro'], tags: ['clothing', 'pockets', 'kneepockets', 'softshell', 'stretch'] },
  // Winter
  { code: 'winter-jacket', categoryId: CAT.winterJackets, alsoIn: [[CAT.workJackets, 0.3]], weight: 2, shape: 'jacket', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [129, 249], use: 'cold', fits: ['regular', 'loose'], seasons: ['winter'], compositions: [POLYAMIDE, POLYESTER], standards: [['en-343', 0.5]], protections: [['windproof', 1], ['water-repellent', 0.8], ['reflective', 0.4]], colours: OUTER, genders: CLOTHING_GENDERS, families: ['winterForce', 'heritage'], tags: ['clothing', 'brandable', 'pockets', 'outer', 'winter'] },
  { code: 'parka', categoryId: CAT.winterJackets, weight: 1.5, shape: 'jacket', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [149, 279], use: 'cold', fits: ['loose', 'regular'], seasons: ['winter'], compositions: [POLYAMIDE, POLY_COTTON], standards: [['en-343', 0.5]], protections: [['windproof', 1], ['water-repellent', 1]], colours: OUTER, genders: ADULT_GENDERS, families: ['winterForce'], tags: ['clothing', 'brandable', 'pockets', 'outer', 'winter', 'shell'] },
  { code: 'padded-jacket', categoryId: CAT.winterJackets, weight: 1.5, shape: 'jacket', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [99, 189], use: 'cold', fits: ['regular', 'slim'], seasons: ['winter'], compositions: [POLYAMIDE, POLYESTER], protections: [['windproof', 0.6], ['water-repellent', 0.6]], colours: OUTER, genders: CLOTHING_GENDERS, families: ['winterForce', 'flex', 'core'], tags: ['clothing', 'brandable', 'pockets', 'outer', 'winter'] },
  { code: 'winter-trousers', categoryId: CAT.winterTrousers, weight: 1.5, shape: 'trousers', sizeGroupId: SIZE_GROUP.c, sizeGuide: 'trousers', dimensions: 'trousers', priceEur: [99, 179], use: 'cold', fits: ['regular', 'loose'], seasons: ['winter'], compositions: [POLYAMIDE, POLY_COTTON], standards: [['en-343', 0.4]], protections: [['windproof', 1], ['water-repellent', 0.8]], colours: OUTER, genders: ADULT_GENDERS, families: ['winterForce'], tags: ['clothing', 'pockets', 'kneepockets', 'winter'] },
  { code: 'lined-craftsman-trousers', categoryId: CAT.winterTrousers, alsoIn: [[CAT.workTrousers, 0.5]], weight: 1.5, shape: 'trousers', sizeGroupId: SIZE_GROUP.c, sizeGuide: 'trousers', dimensions: 'trousers', priceEur: [109, 189], use: 'craft', fits: ['regular'], seasons: ['winter'], compositions: [CORDURA_MIX], protections: [['windproof', 0.6]], colours: WORKWEAR, genders: ADULT_GENDERS, families: ['winterForce', 'craft'], groups: [GROUP.craftsmen], tags: ['clothing', 'pockets', 'kneepockets', 'craft', 'winter'] },
  // Footwear
  { code: 'safety-shoe', categoryId: CAT.footwear, weight: 3, shape: 'shoe', sizeGroupId: SIZE_GROUP.footwear, sizeGuide: 'footwear', priceEur: [79, 159], use: 'footwear', fits: [], seasons: ['all-year'], compositions: [LEATHER_MIX, LEATHER], standards: [['en-iso-20345-s3', 1]], protections: [['anti-static', 1], ['water-repellent', 0.5]], colours: SHOES, genders: { unisex: 0.8, women: 0.2 }, families: ['flex'], tags: ['shoe'] },
  { code: 'safety-boot', categoryId: CAT.footwear, weight: 2.5, shape: 'shoe', sizeGroupId: SIZE_GROUP.footwear, sizeGuide: 'footwear', priceEur: [99, 189], use: 'footwear', fits: [], seasons: ['all-year'], compositions: [LEATHER, LEATHER_MIX], standards: [['en-iso-20345-s3', 1]], protections: [['anti-static', 1], ['water-repellent', 0.7]], colours: SHOES, genders: { unisex: 0.85, women: 0.15 }, families: ['heritage', 'craft'], tags: ['shoe'] },
  { code: 'light-safety-shoe', categoryId: CAT.footwear, weight: 1.5, shape: 'shoe', sizeGroupId: SIZE_GROUP.footwear, sizeGuide: 'footwear', priceEur: [79, 139], use: 'footwear', fits: [], seasons: ['all-year', 'summer'], compositions: [[['polyester', 60], ['leather', 40]]], standards: [['en-iso-20345-s1p', 1]], protections: [['anti-static', 1]], colours: SHOES, genders: { unisex: 0.7, women: 0.3 }, families: ['flex'], tags: ['shoe'] },
  { code: 'winter-safety-boot', categoryId: CAT.footwear, weight: 1, shape: 'shoe', sizeGroupId: SIZE_GROUP.footwear, sizeGuide: 'footwear', priceEur: [129, 189], use: 'footwear', fits: [], seasons: ['winter'], compositions: [LEATHER, [['leather', 80], ['wool', 20]]], standards: [['en-iso-20345-s3', 1]], protections: [['anti-static', 1], ['water-repellent', 1]], colours: ['black', 'brown'], genders: UNISEX, families: ['winterForce'], tags: ['shoe', 'warm'] },
  // Gloves
  { code: 'leather-gloves', categoryId: CAT.gloves, weight: 2, shape: 'glove', sizeGroupId: SIZE_GROUP.gloves, sizeGuide: 'gloves', priceEur: [9, 29], use: 'hands', fits: [], seasons: ['all-year'], compositions: [LEATHER, LEATHER_MIX], standards: [['en-388', 1]], colours: ['brown', 'black', 'grey', 'yellow'], genders: UNISEX, families: ['craft', 'heritage'], tags: ['glove'] },
  { code: 'assembly-gloves', categoryId: CAT.gloves, weight: 2, shape: 'glove', sizeGroupId: SIZE_GROUP.gloves, sizeGuide: 'gloves', priceEur: [5, 19], use: 'hands', fits: [], seasons: ['all-year'], compositions: [NITRILE, POLYAMIDE], standards: [['en-388', 1]], colours: GLOVES, genders: UNISEX, families: ['flex', 'core'], tags: ['glove'] },
  { code: 'winter-gloves', categoryId: CAT.gloves, weight: 1, shape: 'glove', sizeGroupId: SIZE_GROUP.gloves, sizeGuide: 'gloves', priceEur: [15, 39], use: 'cold', fits: [], seasons: ['winter'], compositions: [LEATHER_MIX, NITRILE], standards: [['en-388', 1]], protections: [['water-repellent', 0.5]], colours: GLOVES, genders: UNISEX, families: ['winterForce'], tags: ['glove', 'warm'] },
  // Accessories
  { code: 'cap', categoryId: CAT.capsAndBeanies, weight: 1.5, shape: 'cap', sizeGroupId: SIZE_GROUP.oneSize, priceEur: [9, 25], use: 'everyday', fits: [], seasons: ['all-year', 'summer'], compositions: [COTTON, POLY_COTTON], colours: ACCESSORY, genders: UNISEX, families: ['core'], tags: ['onesize', 'brandable'] },
  { code: 'beanie', categoryId: CAT.capsAndBeanies, weight: 1.5, shape: 'cap', sizeGroupId: SIZE_GROUP.oneSize, priceEur: [9, 29], use: 'cold', fits: [], seasons: ['winter'], compositions: [WOOL_MIX, [['polyester', 100]]], colours: ACCESSORY, genders: UNISEX, families: ['core', 'winterForce'], tags: ['onesize', 'brandable'] },
  { code: 'tool-bag', categoryId: CAT.bags, weight: 1, shape: 'bag', sizeGroupId: SIZE_GROUP.oneSize, priceEur: [29, 79], use: 'craft', fits: [], seasons: [], compositions: [[['polyester', 100]], [['cordura', 100]]], colours: ['black', 'dark-grey', 'navy'], genders: UNISEX, families: ['craft'], groups: [GROUP.craftsmen], tags: ['bag', 'brandable'] },
  { code: 'backpack', categoryId: CAT.bags, weight: 1, shape: 'bag', sizeGroupId: SIZE_GROUP.oneSize, priceEur: [35, 89], use: 'everyday', fits: [], seasons: [], compositions: [POLYESTER, [['polyamide', 100]]], colours: ['black', 'dark-grey', 'navy', 'olive-green'], genders: UNISEX, families: ['flex', 'core'], tags: ['bag', 'brandable'] },
  { code: 'knee-pads', categoryId: CAT.kneePads, weight: 1, shape: 'kneepad', sizeGroupId: SIZE_GROUP.oneSize, priceEur: [15, 39], use: 'craft', fits: [], seasons: [], compositions: [[['polyester', 100]]], standards: [['en-14404', 1]], colours: ['black', 'dark-grey'], genders: UNISEX, families: ['craft'], groups: [GROUP.craftsmen], tags: ['kneepad'] },
  { code: 'belt', categoryId: CAT.belts, weight: 1, shape: 'belt', sizeGroupId: SIZE_GROUP.oneSize, priceEur: [12, 35], use: 'everyday', fits: [], seasons: [], compositions: [LEATHER, [['polyester', 95], ['elastane', 5]]], colours: ['black', 'brown', 'dark-grey'], genders: UNISEX, families: ['heritage', 'stretchPro', 'core'], tags: ['onesize', 'brandable'] },
  { code: 'work-socks', categoryId: CAT.socks, weight: 1.2, shape: 'socks', sizeGroupId: SIZE_GROUP.oneSize, priceEur: [5, 15], use: 'footwear', fits: [], seasons: ['all-year'], compositions: [[['cotton', 75], ['polyamide', 22], ['elastane', 3]]], colours: ['black', 'dark-grey', 'navy'], genders: UNISEX, families: ['core'], tags: ['socks', 'clothing'] },
  { code: 'wool-socks', categoryId: CAT.socks, weight: 0.8, shape: 'socks', sizeGroupId: SIZE_GROUP.oneSize, priceEur: [9, 19], use: 'cold', fits: [], seasons: ['winter'], compositions: [SOCK_MIX], colours: ['black', 'dark-grey', 'grey'], genders: UNISEX, families: ['winterForce'], tags: ['socks', 'clothing'] },
  // Merchandise
  { code: 'logo-t-shirt', categoryId: CAT.merchandise, weight: 0.6, shape: 'tshirt', sizeGroupId: SIZE_GROUP.tops, sizeGuide: 'tops', dimensions: 'top', priceEur: [12, 22], use: 'everyday', fits: ['regular'], seasons: ['all-year'], compositions: [COTTON], colours: ['black', 'white', 'navy', 'grey'], genders: TOP_GENDERS, families: [], tags: ['clothing', 'cotton'] },
  { code: 'logo-cap', categoryId: CAT.merchandise, weight: 0.5, shape: 'cap', sizeGroupId: SIZE_GROUP.oneSize, priceEur: [9, 19], use: 'everyday', fits: [], seasons: ['all-year'], compositions: [COTTON], colours: ['black', 'navy', 'white'], genders: UNISEX, families: [], tags: ['onesize', 'clothing'] },
  { code: 'sports-bag', categoryId: CAT.merchandise, weight: 0.4, shape: 'bag', sizeGroupId: SIZE_GROUP.oneSize, priceEur: [25, 49], use: 'everyday', fits: [], seasons: [], compositions: [POLYESTER], colours: ['black', 'navy'], genders: UNISEX, families: [], tags: ['bag'] },
];
