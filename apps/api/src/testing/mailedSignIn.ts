import type { DatabaseHandle } from '@workwear/db';
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { TopicHandler } from '../outbox/outboxHandler';
import { outboxDatabase } from './outboxDatabase';
import { type SignInServer, serveSignInApp } from './signIn';
import { startSmtpPeer } from './smtpPeer';
import { testOutboxRuntime } from './testOutboxRuntime';

/**
 * The sign-in API of a test whose e-mails really travel: the outbox (woken by the test, never by its
 * poll), the worker sending over SMTP to a peer in the process, and the API reading the links back.
 */
export interface MailedSignIn {
  readonly handle: DatabaseHandle;
  readonly api: SignInServer;
  /** Sends what the outbox holds now. */
  deliver(): Promise<number>;
  /** The e-mails that reached `address`, oldest first. */
  mailsTo(address: string): ParsedMail[];
  /** The token of the shop's link in an e-mail's text. */
  tokenIn(text: string): string;
  close(): Promise<void>;
}

/** Starts a MailedSignIn on an empty outbox; `handlers` are the outbox topics beside mail.send. */
export async function mailedSignIn(
  handlers: (handle: DatabaseHandle) => readonly TopicHandler[] = () => [],
): Promise<MailedSignIn> {
  const db = await outboxDatabase();
  await db.clearOutbox();
  const [handle] = db.handles;
  const peer = await startSmtpPeer();
  const runtime = testOutboxRuntime(handle, { smtpUrl: peer.url, handlers: handlers(handle) });
  const api = await serveSignInApp(handle);
  return {
    handle,
    api,
    deliver: () => runtime.worker.wake(),
    mailsTo: (address) =>
      peer.received.filter((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === address),
    tokenIn(text) {
      const link = text.match(/https:\/\/shop\.example\.test\/\S+/)?.[0];
      expect(link).toBeDefined();
      return new URL(link as string).searchParams.get('token') as string;
    },
    async close() {
      await api.close();
      await runtime.stop();
      await peer.close();
      await db.close();
    },
  };
}
