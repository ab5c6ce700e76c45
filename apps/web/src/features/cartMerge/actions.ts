'use server';

import { CART_MERGE_CHOICES, isSupportedLanguage, routePath } from '@workwear/domain';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { logError } from '@/lib/serverLog';
import { combineAtChoice } from './cartMergeServer';

const choiceSchema = z.object({
  lang: z.string().refine(isSupportedLanguage, 'Unknown language'),
  choice: z.enum(CART_MERGE_CHOICES),
});

export type MergeChoiceState = { failed: boolean };

/**
 * The merge page's form (works without script): merge or overwrite, then the cart page. A failure
 * stays on the page with a message; the public cart is untouched then, so the choice can be made again.
 */
export async function chooseCartMerge(_state: MergeChoiceState, form: FormData): Promise<MergeChoiceState> {
  const parsed = choiceSchema.safeParse({ lang: form.get('lang'), choice: form.get('choice') });
  if (!parsed.success) return { failed: true };
  try {
    await combineAtChoice(parsed.data.lang, parsed.data.choice);
  } catch (error) {
    logError('Combining carts at sign-in failed.', error);
    return { failed: true };
  }
  redirect(routePath('Cart', parsed.data.lang));
}
