import { formatServiceHours, sellerAddressLine } from '@workwear/domain';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ShopContext } from '@/lib/shopContext';
import { FooterMarks } from './FooterMarks';
import { loadSeller } from './legalData';
import { legalLinks } from './legalTexts';

const LINK = 'underline-offset-2 hover:text-white hover:underline';

/**
 * The footer's legal part, handed to the shell by the layout: customer service, the legal pages, the
 * market's seller with its numbers, and the payment and delivery marks. Without a seller (none written,
 * or the API down) the links and marks still show.
 */
export async function LegalFooter({ context }: { context: ShopContext }) {
  const [seller, links, t] = await Promise.all([
    loadSeller(context.language),
    legalLinks(context.language),
    getTranslations({ locale: context.language, namespace: 'legal' }),
  ]);
  return (
    <div className="border-t border-slate-800" data-testid="legal-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {seller && (
          <section aria-labelledby="footer-service">
            <h2 id="footer-service" className="font-semibold text-white">
              {t('footer.customerService')}
            </h2>
            <dl className="mt-2 space-y-1">
              <div>
                <dt className="sr-only">{t('footer.email')}</dt>
                <dd>
                  <a href={`mailto:${seller.email}`} className={LINK}>
                    {seller.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="sr-only">{t('footer.phone')}</dt>
                <dd>
                  <a href={`tel:${seller.phone.replace(/\s+/g, '')}`} className={LINK}>
                    {seller.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="inline">{t('footer.hours')}: </dt>
                <dd className="inline">{formatServiceHours(seller.serviceHours, context.culture)}</dd>
              </div>
            </dl>
          </section>
        )}
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className="font-semibold text-white">
            {t('footer.information')}
          </h2>
          <ul className="mt-2 space-y-1">
            {links.map((link) => (
              <li key={link.page}>
                <Link prefetch={false} href={link.href} className={LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {seller && (
          <section aria-labelledby="footer-seller" data-testid="footer-seller">
            <h2 id="footer-seller" className="font-semibold text-white">
              {t('footer.seller')}
            </h2>
            <address className="mt-2 space-y-1 not-italic">
              <span className="block">{seller.companyName}</span>
              <span className="block">{sellerAddressLine(seller, context.language)}</span>
              <span className="block">
                {t('footer.organisationNumber')}: {seller.organisationNumber}
              </span>
              <span className="block">
                {t('footer.vatNumber')}: {seller.vatNumber}
              </span>
            </address>
          </section>
        )}
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-8">
        <FooterMarks language={context.language} />
      </div>
    </div>
  );
}
