import { notFound } from 'next/navigation';

/**
 * A path under /{lang} that proxy.ts did not rewrite to a page folder (app/[lang]/(routes)): no route
 * of the domain's table, or a route whose page arrives with a later issue. It answers 404 in the shell.
 */
export default function NoRoutePage(): never {
  notFound();
}
