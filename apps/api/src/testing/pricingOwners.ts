import type { DatabaseHandle } from '@workwear/db';
import { createLogger } from '../logger';
import { createCompanyTerms } from '../modules/company';
import { createSettingsService } from '../modules/settings';

/** The owners pricing asks (company terms, market settings), built as the composition root builds them. */
export const pricingOwners = (handle: DatabaseHandle) => ({
  companies: createCompanyTerms(handle, createLogger('silent')),
  settings: createSettingsService(handle),
});
