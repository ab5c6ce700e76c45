import { invalidParameter, isBasePartNo, isPartNo } from '@workwear/domain';

/**
 * Stock and variants are asked for by colour part number (12 letters or digits) or base part number
 * (8). Anything else is refused before it reaches a query: a comma, quote or backslash never adds or
 * bends a value.
 */
export function checkedPartNos(field: 'partNo' | 'basePartNo', partNos: readonly string[]) {
  const allowed = field === 'partNo' ? (p: string) => isPartNo(p) || isBasePartNo(p) : isBasePartNo;
  const wanted =
    field === 'partNo'
      ? 'a colour part number (12 letters or digits) or a base part number (8)'
      : 'a base part number (8 letters or digits)';
  partNos.forEach((partNo, i) => {
    if (!allowed(partNo)) {
      throw invalidParameter(field, `${partNos.length > 1 ? `Value ${i + 1} is` : 'Is'} not ${wanted}.`);
    }
  });
  return partNos;
}
