// The devMailbox feature's face: code outside features/devMailbox imports it only from here.
// The development mailbox (/dev/mailbox).
export { devToolsApi } from './devToolsApi';
export { MailboxMessagePage } from './MailboxMessagePage';
export { MailboxPage, mailboxMetadata, type SentNotice } from './MailboxPage';
export { parseMailId } from './mailId';
