import { LANGUAGE_NAMES } from '@workwear/domain';
import { getTranslations } from 'next-intl/server';
import { getPlainPageLanguage } from '@/lib/shopContext';
import { devToolsApi, orNotFound } from './devToolsApi';
import { formatMailTime } from './formatMailTime';

/**
 * One kept e-mail, as HTML and as text. The HTML is someone else's markup (templates fill in customer
 * data), so it is shown only in a sandboxed frame: an empty sandbox runs no script, submits no form and
 * gets an opaque origin, so nothing in a mail can act in the shop's origin. Links are the one thing it
 * may do, as in a mail client: they open in a new tab (a base target, and popups that leave the
 * sandbox), since the shop refuses to be framed and a link followed inside the frame would fail.
 */
export async function MailboxMessagePage({ id }: { id: number }) {
  const [{ language, culture }, mail] = await Promise.all([
    getPlainPageLanguage(),
    orNotFound(devToolsApi().mailboxMessage(id)),
  ]);
  const t = await getTranslations({ locale: language, namespace: 'devMailbox' });
  const facts: [string, string][] = [
    [t('sender'), mail.from],
    [t('to'), mail.to],
    [t('language'), LANGUAGE_NAMES[mail.language]],
    [t('time'), formatMailTime(mail.createdAt, culture)],
    [t('messageId'), mail.messageId],
  ];

  return (
    <article className="mx-auto max-w-5xl px-4 py-10">
      <a href="/dev/mailbox" className="text-sm underline">
        {t('back')}
      </a>
      <h1 className="mt-4 text-2xl font-bold" lang={mail.language}>
        {mail.subject}
      </h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-8 text-lg font-semibold">{t('asHtml')}</h2>
      <iframe
        title={t('frameTitle')}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={`<base target="_blank">${mail.html}`}
        referrerPolicy="no-referrer"
        className="mt-2 h-[48rem] w-full rounded-md border border-slate-300 bg-white"
      />

      <h2 className="mt-8 text-lg font-semibold">{t('asText')}</h2>
      <pre
        lang={mail.language}
        className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-md border border-slate-300 bg-slate-50 p-4 text-sm"
      >
        {mail.text}
      </pre>
    </article>
  );
}
