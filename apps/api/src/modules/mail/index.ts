// The mail module's face, its only door for other modules, the composition root and tests:
// e-mail: requests, templates, transports and the development mailbox.
export { createDevMailboxService, type DevMailboxService, SAMPLE_RECIPIENT } from './devMailboxService';
export { type MailSender, mailFromSchema } from './mailFrom';
export { mailOutboxHandler } from './mailOutboxHandler';
export { MAIL_TOPIC, type MailFooterSource, mailRequestSchema, renderMail } from './mailRequest';
export { mailboxTransport, smtpTransport } from './mailTransport';
export { sendMail } from './sendMail';
export type { MailFooter } from './templates/mailFooter';
export type { OrderConfirmationData } from './templates/orderConfirmation';
export { mailMoneyOf } from './templates/orderMailFormat';
