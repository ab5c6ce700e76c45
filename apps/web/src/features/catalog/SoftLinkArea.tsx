'use client';

import { useRouter } from 'next/navigation';
import { type MouseEvent, type ReactNode, useEffect, useRef, useTransition } from 'react';
import { SOFT_LINK } from './softLink';

type Props = { children: ReactNode; className?: string };

/**
 * One client component for many list links: the filter panel has hundreds of values, and a Link
 * (with its pending marker) per value made up much of a list's server render. Its links stay plain
 * <a> elements, so they work before and without JavaScript; once hydrated a click on one marked
 * with SOFT_LINK navigates softly without scrolling, and the link carries data-pending until its list
 * arrives (it pulses and the list dims through CSS, as for ListLink). Modified clicks (new tab or
 * window) are left to the browser.
 */
export function SoftLinkArea({ children, className }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const clicked = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    if (pending || !clicked.current) return;
    clicked.current.removeAttribute('data-pending');
    clicked.current = null;
  }, [pending]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest(`a[${SOFT_LINK}]`) : null;
    const href = link?.getAttribute('href');
    if (!(link instanceof HTMLAnchorElement) || !href || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    clicked.current?.removeAttribute('data-pending');
    link.setAttribute('data-pending', '');
    clicked.current = link;
    startTransition(() => router.push(href, { scroll: false }));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates the clicks of the links inside (keyboard activation of a link is a click too); the area itself is not interactive.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the links inside take the keys.
    <div className={className} onClick={onClick}>
      {children}
    </div>
  );
}
