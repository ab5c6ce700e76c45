// The shell feature's face: code outside features/shell imports it only from here.
// The shop's shell (it imports no other feature: the layout hands it their parts): header, footer, menus and the pieces pages share with it.
export { BrandMark } from './BrandMark';
export { homeCrumb } from './homeCrumb';
export { ImageFallbackScript } from './ImageFallbackScript';
export { localizedPath } from './localizedPath';
export { marketDisplayName } from './MarketSelector';
export { menuGenderValueIds } from './menuGroups';
export { NotFoundContent } from './NotFoundContent';
export { ShopFooter } from './ShopFooter';
export { ShopHeader } from './ShopHeader';
export { SkipLink } from './SkipLink';
export { TopMessageBar } from './TopMessageBar';
export { ZodJitlessScript } from './ZodJitlessScript';
