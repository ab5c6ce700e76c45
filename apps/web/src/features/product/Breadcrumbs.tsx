import Link from 'next/link';

export type Crumb = { readonly label: string; readonly href?: string };

/** Where the product sits in the shop; the last step is the page itself. */
export function Breadcrumbs({ label, items }: { label: string; items: readonly Crumb[] }) {
  return (
    <nav aria-label={label} className="text-sm text-slate-600">
      {/*
        One line on a phone: the page's own name (the h1 just below) is cut short there; the links
        before it keep their width (a long name squeezed them into each other, "StartseiteSoftshell").
      */}
      <ol className="flex items-center gap-x-2 gap-y-1 max-sm:flex-nowrap max-sm:whitespace-nowrap sm:flex-wrap">
        {items.map((item, i) => (
          <li
            key={item.href ?? item.label}
            className={`flex items-center gap-2 ${item.href ? 'shrink-0' : 'min-w-0'}`}
          >
            {i > 0 && (
              <svg
                width="12"
                height="12"
                viewBox="0 0 12 12"
                aria-hidden="true"
                className="shrink-0 text-slate-400"
              >
                <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            )}
            {item.href ? (
              <Link
                prefetch={false}
                href={item.href}
                className="underline-offset-2 hover:text-slate-900 hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
