import { isSupportedLanguage } from '@workwear/domain';
import type { NextRequest } from 'next/server';
import { decisionsExportResponse } from '@/features/approvals';

export const dynamic = 'force-dynamic';

/** The approval decisions as a CSV download (features/approvals/decisionsExport.ts). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isSupportedLanguage(lang)) return new Response(null, { status: 404 });
  return decisionsExportResponse(lang, new URL(request.url));
}
