import { createOutboxStore, type DatabaseHandle, DEFAULT_OUTBOX_RETRY } from '@workwear/db';
import type { ApiConfig } from '../config';
import type { Logger } from '../logger';
import {
  type MailFooterSource,
  type MailSender,
  mailboxTransport,
  mailOutboxHandler,
  smtpTransport,
} from '../modules/mail';
import type { TopicHandler } from '../outbox/outboxHandler';
import { createOutboxWorker } from '../outbox/outboxWorker';

export interface OutboxRuntimeOptions {
  handle: DatabaseHandle;
  logger: Logger;
  /** Unset: mail is kept in the development mailbox. */
  smtpUrl?: string | undefined;
  sender: MailSender;
  /** The seller and legal links of each e-mail's footer (mailFooterSource); unset, the footer is one line. */
  mailFooterOf?: MailFooterSource;
  pollMs: number;
  batchSize: number;
  leaseMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  random?: () => number;
  clock?: () => Date;
  /** Handlers of other topics beside mail.send (Klevu forwarding when it is configured). */
  handlers?: readonly TopicHandler[];
}

/** The outbox settings of the API's configuration (OUTBOX_*, SMTP_URL, MAIL_FROM). */
export const outboxOptionsOf = (config: ApiConfig) => ({
  smtpUrl: config.SMTP_URL,
  sender: config.MAIL_FROM,
  pollMs: config.OUTBOX_POLL_MS,
  batchSize: config.OUTBOX_BATCH_SIZE,
  leaseMs: config.OUTBOX_LEASE_SECONDS * 1000,
  maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
  retryBaseMs: config.OUTBOX_RETRY_BASE_SECONDS * 1000,
});

/**
 * The outbox of one API process: its store, the worker with one handler per topic (today mail.send),
 * and the mail transport. The worker only runs once started; stop() waits for the pass under way.
 */
export function createOutboxRuntime(options: OutboxRuntimeOptions) {
  const store = createOutboxStore(options.handle, {
    retry: {
      ...DEFAULT_OUTBOX_RETRY,
      maxAttempts: options.maxAttempts,
      baseDelayMs: options.retryBaseMs,
    },
    leaseMs: options.leaseMs,
    ...(options.random ? { random: options.random } : {}),
  });
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl) : mailboxTransport(options.handle);
  const worker = createOutboxWorker({
    store,
    handlers: [
      mailOutboxHandler({ transport, sender: options.sender, footerOf: options.mailFooterOf }),
      ...(options.handlers ?? []),
    ],
    logger: options.logger,
    pollMs: options.pollMs,
    batchSize: options.batchSize,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  let started = false;

  return {
    store,
    worker,
    /** 'mailbox' when mail is kept for the development mailbox, 'smtp' when it is sent. */
    mailKind: transport.kind,
    start() {
      started = true;
      worker.start();
      options.logger.info(
        { mail: transport.kind, pollMs: options.pollMs, batchSize: options.batchSize },
        'Outbox worker started',
      );
    },
    /**
     * After a commit that enqueued something: deliver now rather than at the next poll. Does nothing
     * in a process whose worker is off (OUTBOX_WORKER=off): delivery is another process's job there.
     */
    deliverNow: (): Promise<unknown> => (started ? worker.wake() : Promise.resolve()),
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}

export type OutboxRuntime = ReturnType<typeof createOutboxRuntime>;
