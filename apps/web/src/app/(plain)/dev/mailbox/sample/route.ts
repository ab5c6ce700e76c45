import { isNotFound } from '@workwear/client';
import { sampleMailBodySchema } from '@workwear/contracts/devTools';
import { type NextRequest, NextResponse } from 'next/server';
import { devToolsApi } from '@/features/devMailbox';
import { readForm } from '@/lib/formPost';

/**
 * POST /dev/mailbox/sample (the mailbox page's form, no script needed): the API enqueues the sample
 * e-mail in the chosen language through the outbox and delivers it; then back to the mailbox (303).
 */
export async function POST(request: NextRequest) {
  const form = await readForm(request, sampleMailBodySchema);
  if (!form.ok) return form.refusal;
  try {
    const { mailId } = await devToolsApi().sendSampleMail(form.data.language);
    // A path, not a URL built from the request's Host: the browser resolves it against the page it is on.
    return new NextResponse(null, {
      status: 303,
      headers: { Location: `/dev/mailbox?sent=${mailId ?? 'queued'}` },
    });
  } catch (error) {
    if (isNotFound(error)) return new NextResponse(null, { status: 404 });
    throw error;
  }
}
