import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { webConfig } from './src/lib/webConfig';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript sources, not builds.
  transpilePackages: ['@workwear/domain', '@workwear/client'],
  // A second build directory lets a test or benchmark build run beside a running shop.
  distDir: webConfig.distDir,
  poweredByHeader: false,
  reactStrictMode: true,
  // The browser calls /api/... on the shop's own origin so cookies stay first-party; Next forwards
  // those calls to the commerce API.
  async rewrites() {
    return [{ source: '/api/:path*', destination: `${webConfig.apiInternalUrl}/api/:path*` }];
  },
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
