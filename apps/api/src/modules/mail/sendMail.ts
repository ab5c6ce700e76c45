import { enqueue, type TransactionHandle } from '@workwear/db';
import { invalidInput } from '@workwear/domain';
import { MAIL_TOPIC, type MailRequest, mailRequestSchema } from './mailRequest';

/**
 * How any module sends an e-mail: inside its unit of work, with the transaction handle, so the mail
 * goes out if and only if the change it reports commits. The outbox worker renders and delivers it.
 * Returns the outbox id.
 *
 *   await unitOfWork(handle, async (tx) => {
 *     await orders.insert(tx, order);
 *     await sendMail(tx, { to, language, template: 'orderConfirmation', data: { language, orderUrl, order } });
 *   });
 */
export async function sendMail(tx: TransactionHandle, request: MailRequest): Promise<number> {
  const parsed = mailRequestSchema.safeParse(request);
  if (!parsed.success) throw invalidInput(parsed.error, 'mail');
  return enqueue(tx, MAIL_TOPIC, parsed.data);
}
