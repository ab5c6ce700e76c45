import { type Language, languageOfTextLocale, type TextLocale } from '@workwear/domain';
import { categoryById, categoryTexts } from './categories';
import { type ProductPlan, STREAM } from './plan';
import { type Random, streamFor } from './random';
import { slugify } from './slug';
import { fill, LANGUAGES } from './texts';
import { SHOP_TAGLINE } from './vocabulary/categories';
import {
  CHILDREN_MARKER,
  FIT_SENTENCES,
  type GenderMarker,
  MATERIAL_LABEL,
  USE_SENTENCE,
  USES,
  WOMEN_MARKER,
} from './vocabulary/descriptions';
import { GARMENT_NAMES } from './vocabulary/garments';
import { CLASS_WORD, MATERIAL_NAMES } from './vocabulary/parametrics';
import { US_CATEGORY_NAMES, US_GARMENT_NAMES, US_USES } from './vocabulary/usEnglish';
import { USPS, type Usp, type UspTag } from './vocabulary/usps';

const LANGUAGE_INDEX = new Map<Language, number>(LANGUAGES.map((lang, i) => [lang, i]));

function indexOf(lang: Language): number {
  const i = LANGUAGE_INDEX.get(lang);
  if (i === undefined) throw new Error(`unsupported language ${lang}`);
  return i;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

/** The words of a text locale where its culture has its own (en-US), else its language's. */
const inUs = (locale: TextLocale) => locale === 'en-US';

/**
 * 'Softshell jacket Flex', "Women's hi-vis jacket class 3 Visible", 'Softshelljacka Flex dam'; in
 * en-US 'Work pants Core' where en says 'Work trousers Core'.
 */
export function productName(plan: ProductPlan, locale: TextLocale): string {
  const lang = languageOfTextLocale(locale);
  const i = indexOf(lang);
  let name =
    (inUs(locale) ? US_GARMENT_NAMES[plan.type.code] : undefined) ??
    (GARMENT_NAMES[plan.type.code][i] as string);
  if (plan.hiVisClass) name += ` ${CLASS_WORD[i]} ${plan.hiVisClass}`;
  if (plan.family) name += ` ${plan.family.name}`;
  const marker: GenderMarker | undefined =
    plan.gender === 'women' ? WOMEN_MARKER[i] : plan.gender === 'children' ? CHILDREN_MARKER[i] : undefined;
  // German nouns keep their capital; German only ever takes a suffix, so lowering is safe here.
  if (marker?.prefix) name = `${marker.prefix} ${lowerFirst(name)}`;
  if (marker?.suffix) name = `${name} ${marker.suffix}`;
  return name;
}

/** Lower-case ASCII slug of the English name plus the base part number: unique by construction. */
export function uniqueNameOf(plan: ProductPlan): string {
  return `${slugify(productName(plan, 'en'))}-${plan.basePartNo}`;
}

function compositionText(plan: ProductPlan, lang: Language): string {
  const i = indexOf(lang);
  // English writes 65%, the other shop languages put a space before the sign.
  const percent = lang === 'en' ? '%' : ' %';
  return plan.composition.map(([m, share]) => `${share}${percent} ${MATERIAL_NAMES[m][i]}`).join(', ');
}

export interface ProductText {
  readonly name: string;
  readonly description: string;
  readonly seoTitle: string;
  readonly seoDescription: string;
}

export function productText(plan: ProductPlan, locale: TextLocale): ProductText {
  const lang = languageOfTextLocale(locale);
  const i = indexOf(lang);
  const name = productName(plan, locale);
  const use = (inUs(locale) ? US_USES[plan.type.use] : undefined) ?? (USES[plan.type.use][i] as string);
  const useSentence = fill(USE_SENTENCE[i] as string, { name, use });
  const colon = lang === 'fr' ? ' :' : ':';
  const materialSentence = `${MATERIAL_LABEL[i]}${colon} ${compositionText(plan, lang)}.`;
  const fitSentence = plan.fit ? ` ${FIT_SENTENCES[plan.fit][i]}` : '';
  const category =
    (inUs(locale) ? US_CATEGORY_NAMES[categoryById(plan.type.categoryId).code] : undefined) ??
    categoryTexts(plan.type.categoryId).name[lang];
  return {
    name,
    description: `${useSentence} ${materialSentence}${fitSentence}`,
    seoTitle: `${name} | ${category}`,
    seoDescription: `${useSentence} ${SHOP_TAGLINE[lang]}.`,
  };
}

function productTags(plan: ProductPlan): Set<UspTag> {
  const tags = new Set<UspTag>(['all', ...plan.type.tags]);
  // The eco point speaks of recycled fibres, so organic cotton alone does not earn it.
  if (plan.composition.some(([m]) => m === 'recycled-polyester')) tags.add('eco');
  if (plan.hiVisClass) tags.add('hivis');
  return tags;
}

/** The product's selling points (3-8, never more than the ten the spec allows), same in every language. */
export function productUsps(plan: ProductPlan, seed: number): readonly Usp[] {
  const tags = productTags(plan);
  const applicable = USPS.filter((u) => u.tags.some((t) => tags.has(t)));
  if (applicable.length < 3) {
    throw new Error(`garment type ${plan.type.code} has only ${applicable.length} selling points`);
  }
  const rng: Random = streamFor(seed, STREAM.usps, plan.index);
  const count = rng.int(3, Math.min(8, applicable.length));
  // Keep the list's own order: specific points first reads better than a shuffle.
  const picked = new Set(rng.sample(applicable, count));
  return applicable.filter((u) => picked.has(u));
}

export function uspText(usp: Usp, lang: Language): string {
  return usp.text[indexOf(lang)] as string;
}
