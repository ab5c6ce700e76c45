import { MailboxPage, mailboxMetadata, parseMailId, type SentNotice } from '@/features/devMailbox';

export const generateMetadata = mailboxMetadata;

type Props = { searchParams: Promise<{ sent?: string | string[] }> };

/** /dev/mailbox: exists only while the API's development tools are on (a 404 otherwise). */
export default async function Page({ searchParams }: Props) {
  const { sent } = await searchParams;
  const mailId = parseMailId(sent);
  const notice: SentNotice =
    sent === 'queued' ? { kind: 'queued' } : mailId !== undefined ? { kind: 'sent', mailId } : undefined;
  return <MailboxPage notice={notice} />;
}
