import { LANGUAGE_NAMES, MARKETS, marketLanguages, ROLE, type RoleName } from '@workwear/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { demoAccountList, LoginLanguageSwitch, returnTarget, roleKey, SignInForm } from '@/features/auth';
import { localizedPath, marketDisplayName } from '@/features/shell';
import { getMarket, getPlainPageLanguage } from '@/lib/shopContext';

const isRoleName = (value: string): value is RoleName => value in ROLE;

type Props = { searchParams: Promise<{ returnTo?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await getPlainPageLanguage();
  const t = await getTranslations({ locale: language, namespace: 'account' });
  return { title: t('login.title') };
}

/**
 * Sign-in. Restricted routes send anonymous visitors here with a returnTo (proxy.ts); only a path of
 * this site is followed after signing in, anything else goes to the language home. In the demo
 * (the API's DEV_TOOLS), the demo accounts are listed and one click fills the form.
 */
export default async function LoginPage({ searchParams }: Props) {
  const [{ returnTo: asked }, { language, culture }, market] = await Promise.all([
    searchParams,
    getPlainPageLanguage(),
    getMarket(),
  ]);
  const t = await getTranslations({ locale: language, namespace: 'account' });
  const demoAccounts = await demoAccountList((role, superAdmin) =>
    isRoleName(role) ? t(`roles.${roleKey(ROLE[role], superAdmin)}`) : role,
  );
  const returnTo = typeof asked === 'string' ? asked : undefined;
  const marketNames = Object.fromEntries(MARKETS.map((m) => [m.name, marketDisplayName(m, culture)]));
  // The page in each of the market's languages: the same return page, in that language.
  const languages = await Promise.all(
    marketLanguages(market).map(async (lang) => ({
      language: lang,
      name: LANGUAGE_NAMES[lang],
      href: `/login?returnTo=${encodeURIComponent(returnTo ? await localizedPath(returnTo, market, lang) : `/${lang}`)}`,
    })),
  );
  return (
    <div className="px-4 py-10 sm:py-16">
      <section className="mx-auto max-w-lg rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <LoginLanguageSwitch label={t('login.language')} current={language} languages={languages} />
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('login.title')}</h1>
        <p className="mt-2 text-slate-600">{t('login.lead')}</p>
        <div className="mt-8">
          <SignInForm
            language={language}
            market={market.name}
            returnTo={returnTo}
            demoAccounts={demoAccounts}
            marketNames={marketNames}
            texts={{
              userName: t('login.userName'),
              password: t('login.password'),
              submit: t('login.submit'),
              submitting: t('login.submitting'),
              required: t('login.required'),
              demoTitle: t('login.demoTitle'),
              demoLead: t('login.demoLead'),
              demoFill: t('login.demoFill'),
              unavailable: t('login.unavailable'),
            }}
          />
        </div>
        <p className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
          <a
            href={`/${language}/forgot-password`}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('login.forgot')}
          </a>
          <a
            href={returnTarget(returnTo, market, language)}
            className="text-slate-600 underline-offset-2 hover:underline"
          >
            {t('login.guest')}
          </a>
        </p>
        {market.info.b2CActivate && (
          <p className="mt-6 border-t border-slate-200 pt-6 text-sm text-slate-700">
            {t('login.noAccount')}{' '}
            <a
              href={`/${language}/create-account`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              data-testid="create-account-link"
            >
              {t('login.createAccount')}
            </a>
          </p>
        )}
      </section>
    </div>
  );
}
