import type { ReactNode } from 'react';
import { ListLink } from './ListLink';

type Props = {
  href: string;
  /** The sentence with the corrected search as its link ("Did you mean <link>jacka</link>?"). */
  text: (link: (chunks: ReactNode) => ReactNode) => ReactNode;
};

/**
 * A search that found few products, and a corrected one that finds more (the API decides): the
 * correction as a link that runs it, above the results, scrolled to like a new search.
 */
export function DidYouMean({ href, text }: Props) {
  return (
    <p data-testid="did-you-mean" className="mt-3 text-base text-slate-800">
      {text((chunks) => (
        <ListLink href={href} scroll className="font-semibold text-brand-700 underline underline-offset-2">
          {chunks}
        </ListLink>
      ))}
    </p>
  );
}
