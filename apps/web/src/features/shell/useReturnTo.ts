'use client';

import { usePathname, useSearchParams } from 'next/navigation';

/**
 * The page the visitor is on now. The header lives in the layout, which is not re-rendered on
 * client-side navigation, so the current path must be read in the browser, not from the request
 * that first rendered the layout.
 */
export function useReturnTo(): string {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return search ? `${pathname}?${search}` : pathname;
}
