import { z } from 'zod';
import { MARKET_IDS, MARKET_NAMES } from './markets';

/*
 * The markets' schemas apart from markets.ts, which the browser imports (currency formats, the
 * checkout's countries): a schema built at a module's top level keeps zod (about 30 kB gzip) in the
 * bundle of every page that imports the module.
 */
export const marketNameSchema = z.enum(MARKET_NAMES);

export const marketIdSchema = z.enum(MARKET_IDS);
