import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  demoAccountsCall,
  mailboxCall,
  mailboxMessageCall,
  outboxEntriesCall,
  sampleMailCall,
  searchAnalyticsEventsCall,
} from '@workwear/contracts/devTools';
import type { OutboxRecord, OutboxStore } from '@workwear/db';
import type { AppEnv } from '../http/appEnv';
import { serveCall } from '../http/declaredRoute';
import type { DevMailboxService } from '../modules/mail';
import type { DemoAccountsService } from './demoAccounts';
import type { KeptAnalyticsEvents } from './keptAnalyticsEvents';

const LIST_LIMIT = 200;

const outboxJson = (entry: OutboxRecord) => ({
  ...entry,
  createdAt: entry.createdAt.toISOString(),
  availableAt: entry.availableAt.toISOString(),
  failedAt: entry.failedAt?.toISOString() ?? null,
});

export interface DevToolsDeps {
  mailbox: DevMailboxService;
  outbox: OutboxStore;
  demoAccounts: DemoAccountsService;
  searchAnalytics: KeptAnalyticsEvents;
}

/** Thin handlers of the development tools: validated input in, service call, JSON out. */
export function registerDevToolsRoutes(app: OpenAPIHono<AppEnv>, deps: DevToolsDeps) {
  serveCall(app, mailboxCall, () => deps.mailbox.list());
  serveCall(app, mailboxMessageCall, (_ctx, { params }) => deps.mailbox.message(params.id));
  serveCall(app, sampleMailCall, (_ctx, { body }) => deps.mailbox.sendSample(body.language));
  serveCall(app, outboxEntriesCall, async () => {
    const [pending, failed] = await Promise.all([
      deps.outbox.pending(LIST_LIMIT),
      deps.outbox.failed(LIST_LIMIT),
    ]);
    return { pending: pending.map(outboxJson), failed: failed.map(outboxJson) };
  });
  serveCall(app, demoAccountsCall, () => deps.demoAccounts.list());
  serveCall(app, searchAnalyticsEventsCall, () => deps.searchAnalytics.latest(LIST_LIMIT));
}
