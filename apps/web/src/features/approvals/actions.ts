'use server';

import { HttpError } from '@workwear/client';
import { orderIdSchema } from '@workwear/contracts';
import { isSupportedLanguage, type Language, routePath } from '@workwear/domain';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { cartScope, rememberCart } from '@/features/cart';
import { logError } from '@/lib/serverLog';
import { approvalScope } from './approvalServer';
import {
  conflictApproval,
  type DecisionKind,
  type DecisionResult,
  lastDecider,
  messageProblem,
} from './decisionResult';
import { decisionText } from './decisionText';

/** A decision's result with its sentence in the visitor's language. */
export type DecisionAnswer = DecisionResult & { readonly text: string };

const inputSchema = z.object({
  lang: z.string().refine(isSupportedLanguage, 'Unknown language'),
  orderId: orderIdSchema,
  version: z.coerce.number().int().min(1),
  kind: z.enum(['approve', 'deny', 'withdraw']),
  message: z.string().max(10_000).default(''),
});

/** The decision a form sent: its submit button names the kind (approve or deny) beside the fields. */
function readInput(form: FormData) {
  return inputSchema.safeParse({
    lang: form.get('lang'),
    orderId: form.get('orderId'),
    version: form.get('version'),
    kind: form.get('kind'),
    message: form.get('message') ?? '',
  });
}

/**
 * Approve, deny or withdraw a waiting order (a form action, so it works without script), naming the
 * approval version the visitor saw: the API decides by one atomic check on it. A stale version or an
 * order already decided answers 409 with the approval as it stands; the log then says who decided.
 */
async function decide(form: FormData): Promise<DecisionResult> {
  const parsed = readInput(form);
  if (!parsed.success) return { ok: false, failure: 'failed' };
  const { lang, orderId, version, kind, message } = parsed.data;
  const problem = messageProblem(kind, message);
  if (problem) return { ok: false, failure: problem };
  const { api } = await approvalScope(lang);
  const text = message.trim();
  const body = { version, ...(text ? { message: text } : {}) };
  try {
    if (kind === 'approve') {
      const result = await api.approve(orderId, body);
      if (!result.ok)
        return {
          ok: false,
          failure: 'refused',
          code: result.refusal.orderErrorCode,
          skus: result.refusal.skus ?? [],
        };
      return { ok: true, kind, approval: result.value.approval, cartId: result.value.cartId };
    }
    const outcome =
      kind === 'deny'
        ? await api.deny(orderId, { version, message: text })
        : await api.withdraw(orderId, body);
    return { ok: true, kind, approval: outcome.approval, cartId: outcome.cartId };
  } catch (error) {
    return failureOf(error, api, orderId);
  }
}

async function failureOf(
  error: unknown,
  api: Awaited<ReturnType<typeof approvalScope>>['api'],
  orderId: string,
): Promise<DecisionResult> {
  if (!(error instanceof HttpError)) {
    logError('Approval decision failed.', error);
    return { ok: false, failure: 'failed' };
  }
  if (error.status === 409) {
    const approval = conflictApproval(error.body);
    if (approval) {
      const log = await api.log(orderId).catch(() => []);
      return { ok: false, failure: 'conflict', approval, decidedBy: lastDecider(log) };
    }
  }
  if (error.status === 400) {
    // The API's own message rule (the same as messageProblem): a message it refused.
    return { ok: false, failure: 'messageRequired' };
  }
  if (error.status === 403) return { ok: false, failure: 'forbidden' };
  if (error.status === 404) return { ok: false, failure: 'notFound' };
  logError('Approval decision failed.', error);
  return { ok: false, failure: 'failed' };
}

async function answer(form: FormData): Promise<DecisionAnswer> {
  const result = await decide(form);
  const lang = form.get('lang');
  const language: Language = typeof lang === 'string' && isSupportedLanguage(lang) ? lang : 'en';
  return { ...result, text: await decisionText(language, result) };
}

/** An approver's approve or deny, from the pending lists and the order page. */
export async function decideApproval(
  _previous: DecisionAnswer | null,
  form: FormData,
): Promise<DecisionAnswer> {
  return answer(form);
}

/**
 * The buyer's "Withdraw to edit the cart": the order is cancelled and its cart is the buyer's active
 * cart again, so the buyer goes to the cart (the cookie names it, as after any cart the API gives back).
 */
export async function withdrawApproval(
  _previous: DecisionAnswer | null,
  form: FormData,
): Promise<DecisionAnswer> {
  form.set('kind', 'withdraw' satisfies DecisionKind);
  const result = await answer(form);
  if (!result.ok) return result;
  const lang = form.get('lang') as Language;
  if (result.cartId) {
    const scope = await cartScope(lang);
    await rememberCart(scope, result.cartId);
  }
  redirect(routePath('Cart', lang));
}
