'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A link to a page that is prefetched when the visitor reaches for it (pointer over it, a
 * touch, keyboard focus), not when it scrolls into view. A list's first screen holds a dozen product
 * and colour links: prefetching them all on load sent some 25 requests while the page itself was
 * still loading and hydrating, on a phone's line too, for pages the visitor mostly never opens.
 */
export function IntentLink({ href, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
