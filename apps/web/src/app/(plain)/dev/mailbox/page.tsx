import type { Metadata } from 'next';
import { MailboxPage, type SentNotice } from '@/features/devMailbox/MailboxPage';

export const metadata: Metadata = { title: 'Development mailbox', robots: { index: false } };

type Props = { searchParams: Promise<{ sent?: string | string[] }> };

/** /dev/mailbox: exists only while the API's development tools are on (a 404 otherwise). */
export default async function Page({ searchParams }: Props) {
  const { sent } = await searchParams;
  const notice: SentNotice =
    sent === 'queued'
      ? { kind: 'queued' }
      : typeof sent === 'string' && /^[1-9]\d{0,15}$/.test(sent)
        ? { kind: 'sent', mailId: Number(sent) }
        : undefined;
  return <MailboxPage notice={notice} />;
}
