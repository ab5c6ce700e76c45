import type { OpenAPIHono } from '@hono/zod-openapi';
import type { OutboxRecord, OutboxStore } from '@workwear/db';
import type { AppEnv } from '../http/appEnv';
import type { DevMailboxService } from '../modules/mail/devMailboxService';
import * as routes from './routes';

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
}

/** Thin handlers of the development tools: validated input in, service call, JSON out. */
export function registerDevToolsRoutes(app: OpenAPIHono<AppEnv>, deps: DevToolsDeps) {
  app.openapi(routes.mailboxRoute, async (c) => c.json(await deps.mailbox.list(), 200));
  app.openapi(routes.mailboxMessageRoute, async (c) =>
    c.json(await deps.mailbox.message(c.req.valid('param').id), 200),
  );
  app.openapi(routes.sampleMailRoute, async (c) =>
    c.json(await deps.mailbox.sendSample(c.req.valid('json').language), 201),
  );
  app.openapi(routes.outboxRoute, async (c) => {
    const [pending, failed] = await Promise.all([
      deps.outbox.pending(LIST_LIMIT),
      deps.outbox.failed(LIST_LIMIT),
    ]);
    return c.json({ pending: pending.map(outboxJson), failed: failed.map(outboxJson) }, 200);
  });
}
