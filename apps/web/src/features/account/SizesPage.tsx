import { type Language, ROLE, routePath } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { getSignedIn } from '@/features/auth';
import { AccountFrame, Card } from './AccountFrame';

const GARMENTS = ['jacket', 'trousers', 'footwear', 'gloves'] as const;

/**
 * account/sizes: the customer's garment sizes. Sizes are registered by the company's administrator
 * (customer sizes arrive with the customer service); until one is, each garment says so.
 */
export async function SizesPage({ language }: { language: Language }) {
  const [t, signedIn] = await Promise.all([
    getTranslations({ locale: language, namespace: 'account' }),
    getSignedIn(),
  ]);
  // A consumer has no company and no administrator: the page says nothing of either.
  const consumer = signedIn?.role === ROLE.B2C;
  return (
    <AccountFrame language={language} current="AccountSizes" title={t('pages.sizes')}>
      <p className="mt-2 text-slate-600">{t(consumer ? 'sizes.leadConsumer' : 'sizes.lead')}</p>
      <Card testId="sizes">
        <table className="w-full text-left">
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-500">
              <th scope="col" className="py-2 font-medium">
                {t('sizes.garment')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('sizes.size')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {GARMENTS.map((garment) => (
              <tr key={garment}>
                <th scope="row" className="py-3 font-medium text-slate-900">
                  {t(`sizes.${garment}`)}
                </th>
                <td className="py-3 text-slate-500">{t('sizes.notSet')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4 text-sm text-slate-600" data-testid="sizes-empty">
          {t(consumer ? 'sizes.emptyConsumer' : 'sizes.empty')}
        </p>
        <a
          href={routePath('SizeGuide', language)}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('sizes.guide')}
        </a>
      </Card>
    </AccountFrame>
  );
}
