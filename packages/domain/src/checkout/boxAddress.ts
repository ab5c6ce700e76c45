// Apart from addressValidation.ts (zod) so the browser's address rules can use it without zod.
/**
 * Box addresses cannot take a parcel: 'PO Box', 'P.O. Box', 'Post Office Box' and, for French Canada,
 * 'Boîte postale', 'Case postale' and 'C.P.' followed by its number; in the shop's other markets the
 * Nordic 'Box 123' and 'Postboks', the German 'Postfach', the Dutch 'Postbus', the Polish 'skrytka
 * pocztowa', the Spanish 'apartado de correos' and the Italian 'casella postale'. Whole words only
 * ('Depot Box', 'Boxholm' are fine), in any case.
 */
const BOX_ADDRESS =
  /(?:^|[^\p{L}\p{N}])(?:p\.?\s*o\.?\s*box|post\s+office\s+box|bo[iî]te\s+postale|case\s+postale|c\.?\s*p\.?\s*\d|box\s+\d|postboks|postfach|postbus|skrytka\s+pocztowa|apartado\s+de\s+correos|casella\s+postale)(?![\p{L}])/iu;

export const isBoxAddress = (street: string): boolean => BOX_ADDRESS.test(street);
