import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import '../globals.css';
import { companyMenuLinks, LocalSettingsApplier } from '@/features/account';
import { AccountArea, AnalyticsCustomer, getSignedIn } from '@/features/auth';
import { HeaderCart } from '@/features/cart';
import { CookieConsentBanner, CookieSettingsButton } from '@/features/consent';
import { getFeatureFlags } from '@/features/flags';
import { LegalFooter } from '@/features/legal';
import { getPriceDisplay, VatChoiceDialog, VatSwitch } from '@/features/pricing';
import {
  ImageFallbackScript,
  ShopFooter,
  ShopHeader,
  SkipLink,
  TopMessageBar,
  ZodJitlessScript,
} from '@/features/shell';
import { loadStartupData } from '@/features/startup';
import { getShellLanguage, getShopContext } from '@/lib/shopContext';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

/**
 * The shell renders in the shell language, not `lang` itself: a page of an unknown language (reached
 * by a client-side navigation, see proxy.ts) then shows its 404 inside the shop's own header and
 * footer, in the market's default language, instead of the layout failing before the page can.
 */
const shellLanguageOf = async ({ params }: Pick<Props, 'params'>) => getShellLanguage((await params).lang);

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { language, origin } = await getShopContext(await shellLanguageOf(props));
  const t = await getTranslations({ locale: language, namespace: 'common' });
  return {
    metadataBase: new URL(origin),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('siteDescription'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f172a' };

export default async function ShopLayout({ children, params }: Props) {
  const lang = await shellLanguageOf({ params });
  const context = await getShopContext(lang);
  const [startup, display, t, signedIn, flags, companyLinks] = await Promise.all([
    loadStartupData(lang),
    getPriceDisplay(lang),
    getTranslations({ locale: context.language, namespace: 'common' }),
    getSignedIn(),
    getFeatureFlags(),
    companyMenuLinks(context.language),
  ]);
  return (
    <html lang={context.culture}>
      <head>
        <ZodJitlessScript />
        <ImageFallbackScript />
      </head>
      <body className="flex min-h-screen flex-col">
        {/* First in the document, so the first Tab reaches the cookie question while it is shown
            (it is fixed to the bottom of the window, wherever it sits in the DOM). */}
        <CookieConsentBanner context={context} />
        <SkipLink language={context.language} />
        <TopMessageBar message={startup.topMessage} context={context} />
        <ShopHeader
          context={context}
          navigation={startup.navigation}
          parts={{
            signedIn: signedIn !== null,
            account: <AccountArea context={context} companyLinks={companyLinks} />,
            cart: <HeaderCart context={context} />,
            vatSwitch: <VatSwitch context={context} />,
            siAndHrInSwitcher: flags.isOn('UseSiAndHrInLanguageSwitcher'),
          }}
        />
        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 focus:outline-none"
          data-error-title={t('errors.errorTitle')}
          data-error-text={t('errors.pageError')}
          data-error-retry={t('errors.tryAgain')}
        >
          {children}
        </main>
        <ShopFooter
          context={context}
          cookieSettings={<CookieSettingsButton label={t('footer.cookieSettings')} />}
          legal={<LegalFooter context={context} />}
        />
        {display.askVatChoice && <VatChoiceDialog language={context.language} https={context.https} />}
        <LocalSettingsApplier />
        <AnalyticsCustomer />
      </body>
    </html>
  );
}
