import { APPROVAL_CANCEL_REASONS } from '@workwear/domain';
import { z } from 'zod';
import { defineMailTemplate, mailTextsOf } from './mailTemplate';
import { APPROVAL_WORDS } from './orderApprovalTexts';

const EVENTS = ['requested', 'reminder', 'waiting', 'approved', 'denied', 'cancelled'] as const;

const approvalData = z.object({
  event: z.enum(EVENTS),
  orderNo: z.number().int().positive(),
  /** The buyer's name as the attestant reads it. */
  buyer: z.string().max(200),
  /** The order's total ex VAT, formatted in the order's currency. */
  amount: z.string().max(60),
  /** The approver's message (a denial's is required). */
  message: z.string().max(500).optional(),
  reason: z.enum(APPROVAL_CANCEL_REASONS).optional(),
  url: z.url({ protocol: /^https?$/ }).max(2000),
});
type ApprovalData = z.infer<typeof approvalData>;

const fill = (text: string, data: ApprovalData) =>
  text
    .replaceAll('{orderNo}', String(data.orderNo))
    .replaceAll('{buyer}', data.buyer)
    .replaceAll('{amount}', data.amount)
    .replaceAll('{message}', data.message ?? '');

/**
 * The e-mails of an order's approval (modules/order/approval): the request and reminders to the
 * attestant (a link to the pending order), and to the buyer: waiting, approved, denied (with the
 * message) and cancelled (with the reason), each in its recipient's language.
 */
export const orderApprovalMail = defineMailTemplate(
  'orderApproval',
  approvalData,
  mailTextsOf((data, language) => {
    const words = APPROVAL_WORDS[language];
    const toApprover = data.event === 'requested' || data.event === 'reminder';
    const action = { label: toApprover ? words.openPending : words.seeOrder, url: data.url };
    if (data.event === 'cancelled') {
      const reason = words.reasons[data.reason ?? 'Expired'];
      return {
        subject: fill(words.cancelled.subject, data),
        heading: words.cancelled.heading,
        paragraphs: [fill(reason, data)],
        action,
      };
    }
    const event = words[data.event];
    const message = data.message ? [fill(words.message, data)] : [];
    return {
      subject: fill(event.subject, data),
      heading: event.heading,
      paragraphs: [fill(event.body, data), ...message],
      action,
    };
  }),
);
