import Link from 'next/link';
import { ChevronIcon } from './icons';
import type { Crumb } from './listScope';

type Props = { label: string; crumbs: readonly Crumb[]; current: string };

/** Where the list sits: links up the hierarchy, the list itself last and marked as the current page. */
export function ListBreadcrumbs({ label, crumbs, current }: Props) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-slate-600">
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            <Link
              prefetch={false}
              href={crumb.href}
              className="rounded-sm hover:text-slate-900 hover:underline"
            >
              {crumb.label}
            </Link>
            <ChevronIcon className="h-3.5 w-3.5 text-slate-400" />
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-slate-900">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
