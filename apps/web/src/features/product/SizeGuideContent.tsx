import { SizeGuideTabs } from './SizeGuideTabs';
import type { SizeGuideTexts, SizeGuideView } from './sizeGuideView';

/**
 * The guide itself: its words, then the product-dimension and body-measurement tabs. Shown in the
 * size-guide dialog, and inline in the new product page's size-guide section.
 */
export function SizeGuideContent({ view, texts }: { view: SizeGuideView; texts: SizeGuideTexts }) {
  return (
    <>
      {view.paragraphs.length > 0 && (
        <div className="mb-4 space-y-2 text-sm text-slate-700">
          {view.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      <SizeGuideTabs view={view} texts={texts} />
    </>
  );
}
