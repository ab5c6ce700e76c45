import { loginRedirectPath, routeAccess } from '@workwear/domain';
import { redirect } from 'next/navigation';
import { getSignedIn } from '@/features/auth';
import type { RoutePageProps } from '@/lib/routePageProps';
import { getShopContext } from '@/lib/shopContext';
import type { AdmittedVisitor } from './routePage';

/**
 * The page's check of a restricted route. proxy.ts has already sent anonymous visitors to the login
 * page and documents of a role not allowed to the language home; a client-side navigation of such a
 * role lands here and gets the 403 page (spec).
 */
export async function admitToRestricted(
  page: RoutePageProps,
): Promise<{ forbidden: boolean; visitor: AdmittedVisitor }> {
  const [signedIn, context] = await Promise.all([getSignedIn(), getShopContext(page.lang)]);
  const access = routeAccess(
    page.route,
    signedIn ? { authenticated: true, role: signedIn.role } : { authenticated: false },
  );
  if (access === 'login' || !signedIn) redirect(loginRedirectPath(context.pathname));
  return {
    forbidden: access === 'forbidden',
    visitor: { signedIn, language: context.language, culture: context.culture },
  };
}
