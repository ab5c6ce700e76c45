import type { z } from 'zod';

/** What a handler learns about the entry it delivers, besides the payload. */
export interface DeliveryInfo {
  outboxId: number;
  createdAt: Date;
  /** 1 for the first attempt. */
  attempt: number;
}

/**
 * Delivers the entries of one topic. Delivery is at least once (a worker can die after delivering and
 * before recording it), so `deliver` must be idempotent: a repeat must be harmless or recognisable
 * (the mail handler derives the Message-ID from the outbox id, and the mailbox keeps one row per entry).
 * Throwing means "try again later"; the worker backs off and finally records the entry as failed.
 */
export interface OutboxHandler<P> {
  topic: string;
  /** Checked before delivery: a payload that does not match is recorded as failed at once. */
  payload: z.ZodType<P>;
  deliver(payload: P, info: DeliveryInfo): Promise<void>;
}

/** A handler as the worker holds it: payload types differ per topic, so each checks its own. */
export interface TopicHandler {
  topic: string;
  prepare(
    payload: unknown,
  ): { ok: true; deliver: (info: DeliveryInfo) => Promise<void> } | { ok: false; error: string };
}

export function defineOutboxHandler<P>(handler: OutboxHandler<P>): TopicHandler {
  return {
    topic: handler.topic,
    prepare(payload) {
      const parsed = handler.payload.safeParse(payload);
      if (!parsed.success) return { ok: false, error: parsed.error.message };
      return { ok: true, deliver: (info) => handler.deliver(parsed.data, info) };
    },
  };
}
