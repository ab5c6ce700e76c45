import type { Principal, RequestContext } from '../../context/requestContext';
import { unauthenticated } from './authRefusal';

type Customer = Extract<Principal, { kind: 'customer' }>;

export function customerOf(ctx: RequestContext): Customer {
  if (ctx.principal.kind !== 'customer') throw unauthenticated('Please sign in.');
  return ctx.principal;
}
