import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MailboxMessagePage } from '@/features/devMailbox/MailboxMessagePage';

export const metadata: Metadata = { title: 'Development mailbox', robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/** /dev/mailbox/{id}: one kept e-mail. */
export default async function Page({ params }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,15}$/.test(id)) notFound();
  return <MailboxMessagePage id={Number(id)} />;
}
