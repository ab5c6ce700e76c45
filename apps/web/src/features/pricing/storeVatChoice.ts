import { cookieLine } from '@workwear/domain/cookieNames';
import type { VatChoice } from '@workwear/domain/priceDisplay';
import { readStoredConsent } from '@/features/consent/client';
import { writeDocumentCookie } from '@/lib/documentCookie';

/**
 * Stores the VAT choice in the browser: beyond the session only with functional consent, as the
 * consent panel promises; otherwise as a session cookie.
 */
export function storeVatChoice(choice: VatChoice, https: boolean): void {
  writeDocumentCookie(cookieLine('vatChoice', choice, https, readStoredConsent(https)));
}
