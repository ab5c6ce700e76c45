import { describe, expect, it } from 'vitest';
import { productDocuments, productInfoSections } from './productInfoSections';

describe('productDocuments', () => {
  it('offers the size guide PDF when the guide has one', () => {
    expect(productDocuments({ pdfUrl: '/api/document/size-guides/TOPS.pdf' })).toEqual([
      { kind: 'sizeGuidePdf', href: '/api/document/size-guides/TOPS.pdf' },
    ]);
  });

  it('offers nothing without a guide, or with a guide without a PDF', () => {
    expect(productDocuments(null)).toEqual([]);
    expect(productDocuments({ pdfUrl: null })).toEqual([]);
    expect(productDocuments({ pdfUrl: '  ' })).toEqual([]);
  });
});

describe('productInfoSections', () => {
  it('always has description and specifications first', () => {
    expect(productInfoSections({ sizeGuide: false, documents: 0 })).toEqual(['details']);
  });

  it('adds the size guide and documents only when they have something to show', () => {
    expect(productInfoSections({ sizeGuide: true, documents: 1 })).toEqual([
      'details',
      'sizeGuide',
      'documents',
    ]);
    expect(productInfoSections({ sizeGuide: true, documents: 0 })).toEqual(['details', 'sizeGuide']);
    expect(productInfoSections({ sizeGuide: false, documents: 2 })).toEqual(['details', 'documents']);
  });
});
