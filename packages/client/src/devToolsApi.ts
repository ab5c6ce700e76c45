import {
  demoAccountsCall,
  mailboxCall,
  mailboxMessageCall,
  outboxEntriesCall,
  sampleMailCall,
} from '@workwear/contracts/devTools';
import type { Language } from '@workwear/domain';
import { declaredCaller } from './declaredCall';
import type { HttpClient } from './httpClient';

/**
 * The API's development tools as typed calls, built from their declarations. They exist only while the
 * API's DEV_TOOLS is on: otherwise every call fails with a 404 (isNotFound tells).
 */
export function createDevToolsApi(http: HttpClient) {
  const call = declaredCaller(http);
  const options = { authorised: false } as const;
  return {
    mailbox: () => call(mailboxCall, {}, options),
    mailboxMessage: (id: number) => call(mailboxMessageCall, { params: { id } }, options),
    sendSampleMail: (language: Language) => call(sampleMailCall, { body: { language } }, options),
    outbox: () => call(outboxEntriesCall, {}, options),
    /** The demo sign-ins for the login page; a 404 (isNotFound) where DEV_TOOLS is off. */
    demoAccounts: () => call(demoAccountsCall, {}, options),
  };
}
export type DevToolsApi = ReturnType<typeof createDevToolsApi>;
