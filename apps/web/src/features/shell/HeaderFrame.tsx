'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

type MenuState = { open: boolean; setOpen: (open: boolean) => void };

const PhoneMenu = createContext<MenuState>({ open: false, setOpen: () => {} });

/** The phone menu's open state, shared by the header's toggle and the menu itself. */
export const usePhoneMenu = () => useContext(PhoneMenu);

/** A scroll of less than this is a finger's wobble, not a direction. */
const SCROLL_SLACK_PX = 8;

/**
 * The header's frame. Below lg it is sticky and gets out of the way: it slides up while the visitor
 * scrolls down past it and comes back on any scroll up (data-hidden, a transform only, so nothing
 * below moves: no layout shift). It stays while the menu is open or focus is inside it, so a
 * keyboard user never tabs into a hidden header. From lg up CSS leaves it in the flow, as before.
 *
 * It also owns the phone menu's open state, which closes on every navigation: a menu left open after
 * a choice pushed the page's first product below the first screen.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not read.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    // Where the header's bottom sits before any scroll: above it, hiding would uncover nothing.
    const restBottom = header.getBoundingClientRect().bottom + window.scrollY;
    let last = window.scrollY;
    const onScroll = () => {
      const y = Math.max(0, window.scrollY);
      if (Math.abs(y - last) < SCROLL_SLACK_PX) return;
      const down = y > last;
      last = y;
      const keep = openRef.current || header.contains(document.activeElement);
      header.toggleAttribute('data-hidden', down && y > restBottom && !keep);
    };
    const show = () => header.removeAttribute('data-hidden');
    window.addEventListener('scroll', onScroll, { passive: true });
    header.addEventListener('focusin', show);
    return () => {
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', show);
    };
  }, []);

  // Escape closes the phone menu (unless something inside took the key) and returns to its button.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    setOpen(false);
    ref.current?.querySelector<HTMLButtonElement>('[data-testid="menu-toggle"]')?.focus();
  };

  const state = useMemo(() => ({ open, setOpen }), [open]);
  return (
    <PhoneMenu.Provider value={state}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape for the menu inside; the header's controls take the rest. */}
      <header
        ref={ref}
        onKeyDown={onKeyDown}
        data-testid="shop-header"
        className="z-40 bg-white shadow-sm transition-transform duration-200 max-lg:sticky max-lg:top-0 motion-reduce:transition-none max-lg:data-hidden:-translate-y-full"
      >
        {children}
      </header>
    </PhoneMenu.Provider>
  );
}

/** The phone's menu button, first in the header's top row; from lg up the menu bar shows instead. */
export function MenuToggle({ label, controls }: { label: string; controls: string }) {
  const { open, setOpen } = usePhoneMenu();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen(!open)}
      data-testid="menu-toggle"
      className="-ml-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-900 hover:bg-slate-100 lg:hidden"
    >
      <span className="sr-only">{label}</span>
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}
