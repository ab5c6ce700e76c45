import type { RouteDef } from '@workwear/domain';

/** What the catch-all page hands a feature page: the matched route and the request's inputs (app/_routes). */
export type RoutePageProps = {
  lang: string;
  route: RouteDef;
  params: Readonly<Record<string, string>>;
  searchParams: Readonly<Record<string, string | string[] | undefined>>;
};
