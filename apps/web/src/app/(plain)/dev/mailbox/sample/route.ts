import { isNotFound } from '@workwear/client';
import { languageSchema } from '@workwear/domain';
import { type NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import { devToolsApi } from '@/features/devMailbox/devToolsApi';

const formSchema = z.object({ language: languageSchema });

/**
 * POST /dev/mailbox/sample (the mailbox page's form, no script needed): the API enqueues the sample
 * e-mail in the chosen language through the outbox and delivers it; then back to the mailbox (303).
 */
export async function POST(request: NextRequest) {
  const form = formSchema.safeParse(Object.fromEntries((await request.formData()).entries()));
  if (!form.success) {
    return new NextResponse('language: expected one of the shop’s 14 language codes', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
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
