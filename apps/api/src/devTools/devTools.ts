import type { DatabaseHandle } from '@workwear/db';
import { createDevMailboxService } from '../modules/mail/devMailboxService';
import type { OutboxRuntime } from '../outbox/outboxRuntime';
import { createDemoAccountsService } from './demoAccounts';
import type { DevToolsDeps } from './handlers';

/** What /api/dev serves: the development mailbox, the outbox's entries and the demo accounts. */
export function createDevTools(handle: DatabaseHandle, outbox: OutboxRuntime): DevToolsDeps {
  return {
    mailbox: createDevMailboxService({
      handle,
      keeping: outbox.mailKind === 'mailbox',
      deliverNow: outbox.deliverNow,
    }),
    outbox: outbox.store,
    demoAccounts: createDemoAccountsService(handle),
  };
}
