import { LANGUAGE_NAMES, type Language, SUPPORTED_LANGUAGES } from '@workwear/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPlainPageLanguage } from '@/lib/shopContext';
import { Button } from '@/ui';
import { devToolsApi, orNotFound } from './devToolsApi';
import { formatMailTime } from './formatMailTime';

/** The mailbox pages' title, in the language the page speaks (robots: the plain layout's noindex). */
export async function mailboxMetadata(): Promise<Metadata> {
  const { language } = await getPlainPageLanguage();
  const t = await getTranslations({ locale: language, namespace: 'devMailbox' });
  return { title: t('title') };
}

export type SentNotice = { kind: 'sent'; mailId: number } | { kind: 'queued' } | undefined;

/**
 * The development mailbox: the e-mails the API kept instead of sending (no SMTP_URL), newest first,
 * and a form that sends the sample e-mail through the outbox. A plain POST form: works without script.
 */
export async function MailboxPage({ notice }: { notice: SentNotice }) {
  const [{ language, culture }, list] = await Promise.all([
    getPlainPageLanguage(),
    orNotFound(devToolsApi().mailbox()),
  ]);
  const t = await getTranslations({ locale: language, namespace: 'devMailbox' });

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{list.keeping ? t('intro') : t('smtpNote')}</p>

      {notice && (
        <p role="status" className="mt-6 rounded-md bg-emerald-50 px-4 py-3 text-emerald-900">
          {notice.kind === 'sent' ? (
            <a href={`/dev/mailbox/${notice.mailId}`} className="underline">
              {t('sent')}
            </a>
          ) : (
            t('queued')
          )}
        </p>
      )}

      <form method="post" action="/dev/mailbox/sample" className="mt-6 flex flex-wrap items-end gap-3">
        <h2 className="w-full text-lg font-semibold">{t('sampleTitle')}</h2>
        <label className="flex flex-col text-sm">
          {t('sampleLanguage')}
          <select
            name="language"
            defaultValue={language}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-base"
          >
            {SUPPORTED_LANGUAGES.map((code: Language) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="lg">
          {t('sampleSubmit')}
        </Button>
      </form>

      {list.messages.length === 0 ? (
        <p className="mt-10 text-slate-600">{t('empty')}</p>
      ) : (
        <table className="mt-10 w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold">{t('listLabel')}</caption>
          <thead className="border-b border-slate-300">
            <tr>
              <th scope="col" className="py-2 pr-4">
                {t('to')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('subject')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('language')}
              </th>
              <th scope="col" className="py-2">
                {t('time')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.messages.map((mail) => (
              <tr key={mail.id} className="border-b border-slate-200">
                <td className="py-2 pr-4">{mail.to}</td>
                <td className="py-2 pr-4" lang={mail.language}>
                  <a href={`/dev/mailbox/${mail.id}`} className="text-slate-900 underline">
                    {mail.subject}
                  </a>
                </td>
                <td className="py-2 pr-4">{LANGUAGE_NAMES[mail.language]}</td>
                <td className="py-2">
                  <time dateTime={mail.createdAt}>{formatMailTime(mail.createdAt, culture)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
