import { z } from 'zod';
import { MAX_ROW_QUANTITY, QUANTITY_RULE_MESSAGE } from './cartRows';

/**
 * A row quantity as the client sends it: no coercion, so '5', 1.5, 0 and 10000 all fail. Apart from
 * cartRows.ts, whose quantity rules the product page's stepper runs in the browser without zod.
 */
export const quantitySchema = z
  .number({ error: QUANTITY_RULE_MESSAGE })
  .int(QUANTITY_RULE_MESSAGE)
  .min(1, QUANTITY_RULE_MESSAGE)
  .max(MAX_ROW_QUANTITY, QUANTITY_RULE_MESSAGE);
