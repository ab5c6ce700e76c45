import { notFound } from 'next/navigation';
import { MailboxMessagePage, mailboxMetadata, parseMailId } from '@/features/devMailbox';

export const generateMetadata = mailboxMetadata;

type Props = { params: Promise<{ id: string }> };

/** /dev/mailbox/{id}: one kept e-mail. */
export default async function Page({ params }: Props) {
  const id = parseMailId((await params).id);
  if (id === undefined) notFound();
  return <MailboxMessagePage id={id} />;
}
