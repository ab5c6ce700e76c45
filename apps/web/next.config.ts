import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { webConfig } from './src/lib/webConfig';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript sources, not builds.
  transpilePackages: ['@workwear/domain', '@workwear/contracts', '@workwear/client', '@workwear/server'],
  // A second build directory lets a test or benchmark build run beside a running shop.
  distDir: webConfig.distDir,
  // The page benchmark's build adds `page.bench.tsx` routes (the JavaScript floor page); any other
  // build leaves them out, so they are never a route of the shop.
  pageExtensions: webConfig.benchPages ? ['tsx', 'ts', 'bench.tsx'] : ['tsx', 'ts'],
  poweredByHeader: false,
  reactStrictMode: true,
  // No rewrite of /api/...: a rewrite's destination is fixed at build time, so a build started
  // against an API elsewhere would call the wrong address. src/app/api/[...path]/route.ts forwards
  // those calls to API_INTERNAL_URL as read at run time.
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
