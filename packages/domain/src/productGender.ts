import { GENDER_SECTION_IDS } from './constants';

export type GenderSection = keyof typeof GENDER_SECTION_IDS;

/**
 * The gender section a product belongs to, from the ids of its gender values (the spec's gender
 * section ids): women, children, or neither (men's and unisex products). Women wins over children
 * for a product that somehow carries both, as the women's tables fit adults.
 */
export function genderSectionOf(valueIds: readonly number[]): GenderSection | undefined {
  const has = (ids: readonly number[]) => valueIds.some((id) => ids.includes(id));
  if (has(GENDER_SECTION_IDS.women)) return 'women';
  if (has(GENDER_SECTION_IDS.children)) return 'children';
  return undefined;
}
