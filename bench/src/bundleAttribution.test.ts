import { describe, expect, it } from 'vitest';
import { groupOf } from './bundleAttribution';

describe('groupOf', () => {
  it('names packages, Next runtime parts and app files', () => {
    expect(
      groupOf('[project]/node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js'),
    ).toBe('react-dom (+ scheduler)');
    expect(groupOf('[project]/node_modules/next/dist/client/components/app-router.js')).toBe(
      'next (router and runtime)',
    );
    expect(groupOf('[project]/node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(groupOf('[project]/node_modules/@swc/helpers/esm/_interop_require_default.js')).toBe(
      '@swc/helpers',
    );
    expect(groupOf('[project]/packages/domain/src/markets.ts')).toBe('@workwear/domain');
    expect(groupOf('[project]/apps/web/src/features/shell/MainMenu.tsx')).toBe(
      'apps/web/src/features/shell/MainMenu.tsx',
    );
    expect(groupOf('[turbopack]/browser/runtime/base/runtime-base.ts')).toBe('turbopack runtime');
  });
});
