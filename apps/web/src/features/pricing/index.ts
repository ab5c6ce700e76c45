// The pricing feature's face: code outside features/pricing imports it only from here.
// Prices as the visitor sees them: price tags, marks, tax labels and the VAT choice.
export { PriceTag } from './PriceTag';
export { getPriceDisplay } from './priceDisplayFor';
export { type PriceMarkLabels, priceMarkLabels } from './priceMarkLabels';
export { type TaxLabels, taxLabels } from './taxLabels';
export { taxLine } from './taxLine';
export { VatChoiceDialog } from './VatChoiceDialog';
export { VatSwitch } from './VatSwitch';
