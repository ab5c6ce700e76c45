import type { APIRequestContext, APIResponse, Browser, BrowserContext } from '@playwright/test';
import {
  type Language,
  loginRedirectPath,
  matchRoute,
  ROLE,
  ROLE_CODES,
  ROUTES,
  type RoleCode,
  type RouteDef,
  type RouteName,
  routeAccess,
  routePath,
  splitLocalePath,
} from '@workwear/domain';
import { expect, test } from './fixtures';
import { apiPort } from './playwright.config';

/**
 * Every route of the route table (@workwear/domain ROUTES) × every kind of visitor, as the server
 * answers a document request: allowed visitors get past the guard (the page may still be a 404 where
 * it arrives with a later issue), anonymous visitors of restricted routes get 307 to the login page,
 * roles the route does not allow get 302 to the language home. Each visitor signs in once per worker
 * and asks with its context's request API, so the matrix needs no page loads.
 */

const api = `http://127.0.0.1:${apiPort}`;

type Principal = {
  readonly name: string;
  /** The demo account; none for the anonymous visitor. */
  readonly login?: string;
  readonly role: RoleCode | null;
  readonly market: string;
  readonly language: Language;
};

/** In rising order of privilege: the client-side checks pick the highest one a route refuses. */
const PRINCIPALS: readonly Principal[] = [
  { name: 'anonymous', role: null, market: 'se', language: 'sv' },
  { name: 'B2C', login: 'elin.consumer', role: ROLE.B2C, market: 'se', language: 'sv' },
  { name: 'User', login: 'anna.user', role: ROLE.User, market: 'se', language: 'sv' },
  { name: 'CustomerAdmin', login: 'erik.admin', role: ROLE.CustomerAdmin, market: 'se', language: 'sv' },
  // A customer admin of another market, signed in through the demo list that fills in its market.
  {
    name: 'super CustomerAdmin',
    login: 'michael.superadmin',
    role: ROLE.CustomerAdmin,
    market: 'us',
    language: 'en',
  },
  {
    name: 'Administrator',
    login: 'maria.administrator',
    role: ROLE.Administrator,
    market: 'se',
    language: 'sv',
  },
  { name: 'Internal', login: 'johan.internal', role: ROLE.Internal, market: 'se', language: 'sv' },
];

test('the visitors cover every role code and the anonymous visitor', () => {
  expect(new Set(PRINCIPALS.map((p) => p.role))).toEqual(new Set([null, ...ROLE_CODES]));
});

type Expected = 'allow' | 'login' | 'forbidden';

function expectedAccess(route: RouteDef, principal: Principal): Expected {
  return routeAccess(
    route,
    principal.role === null ? { authenticated: false } : { authenticated: true, role: principal.role },
  );
}

/** A browser context of the principal's market, signed in on the login page when it has an account. */
async function contextOf(browser: Browser, baseURL: string, principal: Principal): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'sv-SE' });
  await context.addCookies([
    { name: 'cookieConsent', value: 'v1.f1.p1.t0', url: baseURL },
    { name: 'vatChoice', value: 'incVAT', url: baseURL },
  ]);
  if (!principal.login) return context;
  const page = await context.newPage();
  await page.goto('/login');
  // The demo list fills in the password, and the market of an account of another market.
  await page.getByRole('button', { name: `Fyll i ${principal.login}@demo.workwear.test` }).click();
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await expect(page).toHaveURL(`/${principal.language}`);
  await page.close();
  return context;
}

/** The route's path with every placeholder filled by one slug: enough where the guard decides first. */
function anySlugPath(route: RouteDef, lang: Language): string {
  const names = [...route.paths[lang].matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '');
  return routePath(route.name, lang, Object.fromEntries(names.map((name) => [name, 'demo-1'])));
}

/**
 * A concrete path of every route in the visitor's language: the links the storefront shows this
 * visitor on the product list give real slugs (categories, men and women, collections, a base
 * category, a product); groups have no menu link, so theirs comes from the API. Routes whose pages
 * are not built yet take any slug.
 */
async function concretePaths(
  request: APIRequestContext,
  principal: Principal,
): Promise<ReadonlyMap<RouteName, string>> {
  const lang = principal.language;
  const list = await request.get(routePath('Products', lang));
  expect(list.status()).toBe(200);
  const linked = new Map<RouteName, string>();
  for (const [, href = ''] of (await list.text()).matchAll(/href="(\/[^"?#]*)/g)) {
    const { prefix, rest } = splitLocalePath(href);
    const name = prefix === lang ? matchRoute(lang, rest)?.route.name : undefined;
    if (name && !linked.has(name)) linked.set(name, href);
  }
  const market = principal.market.toUpperCase();
  const groups = await request.get(
    `${api}/api/product/groups?marketId=${market}&cultureCode=${lang}-${market}`,
  );
  const [group] = (await groups.json()) as { slug: string }[];
  if (group) linked.set('ProductsByGroup', routePath('ProductsByGroup', lang, { groupSlug: group.slug }));
  return new Map(ROUTES.map((route) => [route.name, linked.get(route.name) ?? anySlugPath(route, lang)]));
}

/** What the guard did to a document request, or undefined when it let it through. */
function refusal(response: APIResponse, path: string, lang: Language): string | undefined {
  const location = response.headers().location;
  if (response.status() === 307 && location === loginRedirectPath(path)) return 'login';
  if (response.status() === 302 && location === routePath('Home', lang)) return 'home';
  if (response.status() === 403 || response.status() === 440) return String(response.status());
  return undefined;
}

/** The same request as the client-side router sends it (Fetch Metadata mode cors, not navigate). */
const SCRIPT_REQUEST = { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' } as const;

for (const principal of PRINCIPALS) {
  test.describe(`as ${principal.name}`, () => {
    let context: BrowserContext;
    let paths: ReadonlyMap<RouteName, string>;

    test.beforeAll(async ({ browser, baseURL }) => {
      context = await contextOf(browser, baseURL ?? '', principal);
      paths = await concretePaths(context.request, principal);
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const route of ROUTES) {
      const expected = expectedAccess(route, principal);
      test(`${route.name} × ${principal.name}: ${expected}`, async () => {
        const path = paths.get(route.name) ?? '';
        const response = await context.request.get(path, { maxRedirects: 0 });
        const status = response.status();
        const location = response.headers().location;
        test
          .info()
          .annotations.push({ type: 'answer', description: `${path} → ${status} ${location ?? ''}` });

        if (expected === 'login') {
          expect(status, path).toBe(307);
          expect(location, path).toBe(loginRedirectPath(path));
          return;
        }
        if (expected === 'forbidden') {
          expect(status, path).toBe(302);
          expect(location, path).toBe(routePath('Home', principal.language));
          // The client-side router's request of the same path gets the 403 page instead.
          const routed = await context.request.get(path, { maxRedirects: 0, headers: SCRIPT_REQUEST });
          expect(routed.status(), path).toBe(200);
          expect(await routed.text(), path).toContain('data-testid="forbidden"');
          return;
        }
        expect(refusal(response, path, principal.language), path).toBeUndefined();
        // Past the guard: the page (200), a page that arrives with a later issue (404), or a reseller
        // link, which is a redirect to the login page by design where its feature flag is on.
        if (route.name === 'ResellerLogin' && status === 307) {
          expect(location, path).toBe(loginRedirectPath(routePath('Home', principal.language)));
        } else {
          expect([200, 404], path).toContain(status);
        }
        if (status === 200) expect(await response.text(), path).not.toContain('data-testid="forbidden"');
      });
    }
  });
}

/**
 * One restricted route per list of allowed roles, and the most privileged principal it refuses: a
 * navigation inside the app (Next's router, as a link click does) shows the 403 page at that URL.
 */
function firstRoutePerRoleList(): RouteDef[] {
  const byRoles = new Map<string, RouteDef>();
  for (const route of ROUTES) {
    const key = route.roles?.join(',');
    if (key !== undefined && !byRoles.has(key)) byRoles.set(key, route);
  }
  return [...byRoles.values()];
}

const CLIENT_CHECKS = firstRoutePerRoleList().map((route) => ({
  route,
  principal: PRINCIPALS.findLast((p) => p.role !== null && expectedAccess(route, p) === 'forbidden'),
}));

test.describe('client-side navigation by a role not allowed', () => {
  for (const { route, principal } of CLIENT_CHECKS) {
    test(`${route.name} × ${principal?.name}: the 403 page`, async ({ browser, baseURL }) => {
      if (!principal) throw new Error(`every role is allowed on ${route.name}`);
      const context = await contextOf(browser, baseURL ?? '', principal);
      const page = await context.newPage();
      const path = anySlugPath(route, principal.language);
      await page.goto(routePath('Home', principal.language));
      await page.evaluate(`window.next.router.push(${JSON.stringify(path)})`);
      await expect(page.getByTestId('forbidden')).toBeVisible();
      await expect(page.getByTestId('forbidden')).toHaveAttribute('data-status', '403');
      // A document load of the path would have been redirected home: this is the router's page.
      await expect(page).toHaveURL(path);
      await context.close();
    });
  }
});

/**
 * Issue 28's pages past the guard: what the people of the approval demo companies meet there. The
 * route table lets every company manager (and anyone signed in, for amountlimit/approve) in; the page
 * then shows what the company's settings open to this person (domain pendingOrdersVisible,
 * UseAmountLimit, limitVisibility) and what the API lets them see. 'home' is the guard's redirect.
 */
type PageState =
  | 'home'
  | 'pending-filters'
  | 'pending-not-open'
  | 'limits-form'
  | 'limits-read-only'
  | 'limits-not-used';

const APPROVAL_PEOPLE: readonly (Principal & { readonly pages: Partial<Record<RouteName, PageState>> })[] = [
  {
    name: 'Oskar (User, orders wait for approval)',
    login: 'oskar.user',
    role: ROLE.User,
    market: 'se',
    language: 'sv',
    pages: {
      CompanyPendingOrders: 'home',
      AmountLimitApprove: 'pending-not-open',
      CompanyAmountLimits: 'home',
    },
  },
  {
    name: 'Lena (customer admin, attestant per user)',
    login: 'lena.approver',
    role: ROLE.CustomerAdmin,
    market: 'se',
    language: 'sv',
    pages: {
      CompanyPendingOrders: 'pending-filters',
      AmountLimitApprove: 'pending-not-open',
      CompanyAmountLimits: 'limits-not-used',
    },
  },
  {
    name: 'Jacob (User with a limit)',
    login: 'jacob.user',
    role: ROLE.User,
    market: 'us',
    language: 'en',
    pages: {
      CompanyPendingOrders: 'home',
      AmountLimitApprove: 'pending-filters',
      CompanyAmountLimits: 'home',
    },
  },
  {
    name: 'Carla (customer admin, limits disabled)',
    login: 'carla.admin',
    role: ROLE.CustomerAdmin,
    market: 'us',
    language: 'en',
    pages: { AmountLimitApprove: 'pending-filters', CompanyAmountLimits: 'limits-read-only' },
  },
  {
    name: 'David (super customer admin, sets limits)',
    login: 'david.superadmin',
    role: ROLE.CustomerAdmin,
    market: 'us',
    language: 'en',
    pages: { AmountLimitApprove: 'pending-filters', CompanyAmountLimits: 'limits-form' },
  },
  {
    name: 'Sabine (customer admin restricted to her team)',
    login: 'sabine.teamadmin',
    role: ROLE.CustomerAdmin,
    market: 'de',
    language: 'de',
    pages: { CompanyPendingOrders: 'pending-filters', CompanyAmountLimits: 'limits-not-used' },
  },
];

test.describe('issue 28’s pages past the guard, per person of the approval demo companies', () => {
  for (const person of APPROVAL_PEOPLE) {
    test(`${person.name}`, async ({ browser, baseURL }) => {
      const context = await contextOf(browser, baseURL ?? '', person);
      for (const [name, state] of Object.entries(person.pages) as [RouteName, PageState][]) {
        const path = routePath(name, person.language);
        const response = await context.request.get(path, { maxRedirects: 0 });
        if (state === 'home') {
          expect(response.status(), path).toBe(302);
          expect(response.headers().location, path).toBe(routePath('Home', person.language));
          continue;
        }
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, `${name}: ${state}`).toContain(`data-testid="${state}"`);
        expect(html, path).not.toContain('data-testid="forbidden"');
      }
      await context.close();
    });
  }
});
