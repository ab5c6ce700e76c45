'use client';

import { useId } from 'react';
import { logoutHref } from './authPaths';
import { broadcastLogout, leaveSession } from './logoutBroadcast';
import { useDisclosure } from './useDisclosure';

type Link = { label: string; href: string };

/**
 * The signed-in customer's menu in the header: their pages and Sign out. Signing out tells the other
 * tabs (BroadcastChannel 'Logout') and posts to the logout route; without script the form posts alone.
 */
export function AccountMenu({
  name,
  detail,
  label,
  links,
  signOut,
  language,
  https,
}: {
  name: string;
  detail: string;
  label: string;
  links: readonly Link[];
  signOut: string;
  language: string;
  https: boolean;
}) {
  const { open, setOpen, root, button } = useDisclosure<HTMLDivElement>();
  const panelId = useId();
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:border-slate-500"
        data-testid="account-menu-button"
      >
        <span
          aria-hidden="true"
          className="grid size-6 place-items-center rounded-full bg-slate-900 text-xs text-white"
        >
          {name.charAt(0).toLocaleUpperCase()}
        </span>
        <span className="sr-only">{label}: </span>
        <span className="sr-only max-w-32 truncate sm:not-sr-only">{name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-[min(16rem,calc(100vw-2rem))] rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200"
      >
        <p className="border-b border-slate-100 px-3 pt-1 pb-2 text-xs text-slate-500">{detail}</p>
        <ul className="py-1">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <form
          action={logoutHref(language)}
          method="post"
          className="border-t border-slate-100 pt-1"
          onSubmit={(event) => {
            event.preventDefault();
            broadcastLogout();
            leaveSession(language, https);
          }}
        >
          <button
            type="submit"
            className="block w-full rounded-md px-3 py-2 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {signOut}
          </button>
        </form>
      </div>
    </div>
  );
}
