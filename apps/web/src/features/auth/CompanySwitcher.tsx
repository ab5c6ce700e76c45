'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { switchCompany } from './actions';
import { useDisclosure } from './useDisclosure';

type Company = { id: number; name: string; isCurrent: boolean };

/**
 * The header's company switcher, for customers with more than one company: the API issues tokens for
 * the chosen company, the server action sets the cookies and the page's data is loaded again.
 */
export function CompanySwitcher({
  companies,
  label,
  failed,
}: {
  companies: readonly Company[];
  label: string;
  failed: string;
}) {
  const router = useRouter();
  const { open, setOpen, close, root, button } = useDisclosure<HTMLDivElement>();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState(false);
  const panelId = useId();
  const current = companies.find((c) => c.isCurrent) ?? companies[0];

  const choose = (id: number) =>
    startTransition(async () => {
      setError(false);
      const result = await switchCompany(id, `${window.location.pathname}${window.location.search}`);
      if (result.ok) {
        close(true);
        router.refresh();
      } else if (result.redirectTo) {
        window.location.assign(result.redirectTo);
      } else {
        setError(true);
      }
    });

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-busy={pending || undefined}
        onClick={() => setOpen(!open)}
        className="flex max-w-56 items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
        data-testid="company-switcher"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 sm:hidden">
          <path
            d="M3 17h14M5 17V4h7v13M12 8h3v9M7 7h2M7 10h2M7 13h2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        <span className="sr-only">{label}: </span>
        <span className="sr-only truncate font-medium sm:not-sr-only">{current?.name}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0">
          <path d="M6 8l4-4 4 4M6 12l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-[min(18rem,calc(100vw-2rem))] rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200"
      >
        <p className="px-3 pt-1 pb-2 text-xs font-semibold text-slate-500 uppercase">{label}</p>
        <ul>
          {companies.map((company) => (
            <li key={company.id}>
              <button
                type="button"
                disabled={pending}
                aria-current={company.isCurrent || undefined}
                onClick={() => (company.isCurrent ? close(true) : choose(company.id))}
                className="flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 aria-[current]:font-semibold"
              >
                <span>{company.name}</span>
                {company.isCurrent && (
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-brand-700">
                    <path d="M4 10l4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                )}
              </button>
            </li>
          ))}
        </ul>
        {error && (
          <p role="alert" className="px-3 py-2 text-sm text-red-700">
            {failed}
          </p>
        )}
      </div>
    </div>
  );
}
