/** A file the new product page offers for download. */
export type ProductDocument = { readonly kind: 'sizeGuidePdf'; readonly href: string };

/**
 * The product's downloadable documents. The catalogue has one kind today, the size guide as a PDF
 * (the API makes it from the body-measurement tables); data sheets or declarations of conformity
 * would join here once the product service names them.
 */
export function productDocuments(sizeGuide: { readonly pdfUrl: string | null } | null): ProductDocument[] {
  const pdf = sizeGuide?.pdfUrl?.trim();
  return pdf ? [{ kind: 'sizeGuidePdf', href: pdf }] : [];
}

export type ProductInfoSection = 'details' | 'sizeGuide' | 'documents';

/**
 * The new product page's disclosure sections, in order. Description and specifications always
 * (every product has its article numbers); the size guide only when there is one to show (spec: a
 * guide with neither content nor PDF, or one that failed to load, is not offered); documents only
 * when there is at least one, so no section opens onto nothing.
 */
export function productInfoSections(has: {
  readonly sizeGuide: boolean;
  readonly documents: number;
}): readonly ProductInfoSection[] {
  return [
    'details',
    ...(has.sizeGuide ? (['sizeGuide'] as const) : []),
    ...(has.documents > 0 ? (['documents'] as const) : []),
  ];
}
