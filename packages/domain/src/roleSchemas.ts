import { z } from 'zod';
import { ROLE_CODES, ROUTE_ROLE_TIERS } from './roles';

/**
 * Roles as input. Apart from roles.ts, which the storefront's client components reach through the
 * route table (product links): zod there would add about 30 kB to their pages.
 */
export const roleCodeSchema = z.union(ROLE_CODES.map((code) => z.literal(code)));

export const routeRoleTierSchema = z.enum(ROUTE_ROLE_TIERS);
