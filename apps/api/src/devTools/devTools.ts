import type { DatabaseHandle } from '@workwear/db';
import type { OutboxRuntime } from '../composition/outboxRuntime';
import type { AnalyticsRecorder } from '../modules/klevu';
import { createDevMailboxService } from '../modules/mail';
import { createDemoAccountsService } from './demoAccounts';
import type { DevToolsDeps } from './handlers';
import { keptAnalyticsEvents } from './keptAnalyticsEvents';

/**
 * What /api/dev serves: the development mailbox, the outbox's entries, the demo accounts and the
 * search analytics events kept while no Klevu endpoint is configured.
 */
export function createDevTools(
  handle: DatabaseHandle,
  outbox: OutboxRuntime,
  analytics: AnalyticsRecorder['kind'] = 'table',
): DevToolsDeps {
  return {
    mailbox: createDevMailboxService({
      handle,
      keeping: outbox.mailKind === 'mailbox',
      deliverNow: outbox.deliverNow,
    }),
    outbox: outbox.store,
    demoAccounts: createDemoAccountsService(handle),
    searchAnalytics: keptAnalyticsEvents(handle, analytics),
  };
}
