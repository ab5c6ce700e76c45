import Link from 'next/link';
import type { ComponentProps } from 'react';
import { LinkPending } from './LinkPending';

type Props = ComponentProps<typeof Link>;

/**
 * A link to another state of the same list. Not prefetched: a list page has dozens of such links and
 * each would ask the server to render a list. Scroll stays put unless the caller says otherwise
 * (the pager), so choosing a filter does not throw the visitor back to the top.
 */
export function ListLink({ children, className = '', prefetch = false, scroll = false, ...props }: Props) {
  return (
    // The clicked control pulses until its list arrives (LinkPending marks it).
    <Link
      prefetch={prefetch}
      scroll={scroll}
      className={className ? `${className} ww-pending` : 'ww-pending'}
      {...props}
    >
      {children}
      <LinkPending />
    </Link>
  );
}
