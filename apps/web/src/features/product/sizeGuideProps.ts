import type { Language } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { messageLabel } from './messageLabel';
import type { SizeGuideResult } from './productData';
import { hasGuideContent, type SizeGuideTexts, type SizeGuideView, sizeGuideView } from './sizeGuideView';

/**
 * What the size-guide button needs, worked out on the server: its words and the guide ready to show,
 * or no guide (none, a failed load, or neither content nor PDF), which disables the button.
 */
export async function sizeGuideProps(
  result: SizeGuideResult,
  language: Language,
  culture: string,
): Promise<{ texts: SizeGuideTexts; view: SizeGuideView | null }> {
  const t = await getTranslations({ locale: language, namespace: 'product' });
  const texts: SizeGuideTexts = {
    open: t('sizeGuide.open'),
    title: t('sizeGuide.title'),
    close: t('sizeGuide.close'),
    sections: t('sizeGuide.sections'),
    productDimensions: t('sizeGuide.productDimensions'),
    bodyMeasurements: t('sizeGuide.bodyMeasurements'),
    dimensionsNote: t('sizeGuide.dimensionsNote'),
    bodyNote: t('sizeGuide.bodyNote'),
    noDimensions: t('sizeGuide.noDimensions'),
    noBodyMeasurements: t('sizeGuide.noBodyMeasurements'),
    table: t('sizeGuide.table'),
    size: t('sizeGuide.size'),
    pdf: t('sizeGuide.pdf'),
    newTab: t('sizeGuide.newTab'),
  };
  if (result.status !== 'finished' || !hasGuideContent(result.guide)) return { texts, view: null };
  const measurements: unknown = t.raw('sizeGuide.measurements');
  const tableTypes: unknown = t.raw('sizeGuide.tableTypes');
  const genders: unknown = t.raw('sizeGuide.genders');
  const view = sizeGuideView(
    result.guide,
    culture,
    {
      measurement: (code) => t('sizeGuide.withUnit', { label: messageLabel(measurements, code) }),
      table: (type, gender) =>
        t('sizeGuide.tableName', {
          type: messageLabel(tableTypes, type),
          gender: messageLabel(genders, gender),
        }),
      missing: t('sizeGuide.missing'),
    },
    result.productGender,
  );
  return { texts, view };
}
