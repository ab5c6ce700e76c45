import { getTranslations } from 'next-intl/server';
import type { ShopContext } from '@/lib/shopContext';
import { CookieConsentPanel } from './lazyConsentPanel';

/** Server part: the texts in the page's language and the stored choice, for the client panel. */
export async function CookieConsentBanner({ context }: { context: ShopContext }) {
  const t = await getTranslations({ locale: context.language, namespace: 'consent' });
  return (
    <CookieConsentPanel
      initial={context.consent ?? null}
      https={context.https}
      texts={{
        title: t('title'),
        intro: t('intro'),
        acceptAll: t('acceptAll'),
        necessaryOnly: t('necessaryOnly'),
        customise: t('customise'),
        save: t('save'),
        alwaysOn: t('alwaysOn'),
        categories: {
          necessary: { name: t('necessary.name'), text: t('necessary.text') },
          functional: { name: t('functional.name'), text: t('functional.text') },
          performance: { name: t('performance.name'), text: t('performance.text') },
          targeting: { name: t('targeting.name'), text: t('targeting.text') },
        },
      }}
    />
  );
}
