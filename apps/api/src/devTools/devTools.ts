import type { DatabaseHandle } from '@workwear/db';
import { createDevMailboxService } from '../modules/mail/devMailboxService';
import type { OutboxRuntime } from '../outbox/outboxRuntime';
import type { DevToolsDeps } from './handlers';

/** What /api/dev serves: the development mailbox and the outbox's entries. */
export function createDevTools(handle: DatabaseHandle, outbox: OutboxRuntime): DevToolsDeps {
  return {
    mailbox: createDevMailboxService({
      handle,
      keeping: outbox.mailKind === 'mailbox',
      deliverNow: outbox.deliverNow,
    }),
    outbox: outbox.store,
  };
}
