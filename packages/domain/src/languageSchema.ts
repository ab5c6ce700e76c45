import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages';

/**
 * A supported language as input. Apart from languages.ts, which the storefront's client components
 * reach through the route table (product links): zod there would add about 30 kB to their pages.
 */
export const languageSchema = z.enum(SUPPORTED_LANGUAGES);
