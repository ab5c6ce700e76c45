import { loginRedirectPath } from '@workwear/domain';
import { notFound, redirect } from 'next/navigation';
import { publicPage } from '@/app/_routes/routePage';
import { getFeatureFlags } from '@/features/flags';
import type { RoutePageProps } from '@/lib/routePageProps';

/**
 * A reseller's own login link (rs/{slug}, Swedish af/{slug}) is the route table's "reseller login
 * redirect": with the market's flag UseResellerUniqueLogin on it leads to the login page, back to the
 * language home afterwards; with the flag off (the default) the link does not exist.
 */
async function resellerLogin(page: RoutePageProps): Promise<never> {
  if (!(await getFeatureFlags()).isOn('UseResellerUniqueLogin')) notFound();
  redirect(loginRedirectPath(`/${page.lang}`));
}

const route = publicPage('ResellerLogin', resellerLogin, async () => ({}));

export const generateMetadata = route.generateMetadata;
export default route.Page;
