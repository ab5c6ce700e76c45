'use client';

import { MENU_TYPEAHEAD_RESET_MS } from '@workwear/domain/constants';
import Link from 'next/link';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { MenuGroup } from './menuGroups';
import { typeaheadIndex } from './typeahead';

type Props = { groups: MenuGroup[]; label: string; toggleLabel: string };

/**
 * The navigation menu: a bar of group buttons, each opening a panel of links (disclosure pattern).
 * Keys: Left/Right move between groups, Down/Enter/Space open a group and focus its first link,
 * Up/Down move between links, Escape closes and returns to the group button, Home/End jump, and
 * typing letters jumps to the matching entry (typeahead, reset after 500 ms of quiet).
 */
export function MainMenu({ groups, label, toggleLabel }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const search = useRef({ text: '', timer: 0 as ReturnType<typeof setTimeout> | 0 });
  const baseId = useId();

  useEffect(() => {
    if (open === null) return;
    const close = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const buttons = () => [
    ...(navRef.current?.querySelectorAll<HTMLButtonElement>('[data-menu-button]') ?? []),
  ];
  const links = (groupId: string) => [
    ...(navRef.current?.querySelectorAll<HTMLAnchorElement>(`[data-menu-panel="${groupId}"] a`) ?? []),
  ];

  const typeahead = (key: string, items: HTMLElement[], current: number) => {
    const state = search.current;
    if (state.timer) clearTimeout(state.timer);
    state.text += key;
    state.timer = setTimeout(() => {
      state.text = '';
    }, MENU_TYPEAHEAD_RESET_MS);
    const index = typeaheadIndex(
      items.map((el) => el.textContent?.trim() ?? ''),
      state.text,
      current,
    );
    if (index >= 0) items[index]?.focus();
  };

  const openGroup = (groupId: string, focus: 'first' | 'last') => {
    setOpen(groupId);
    requestAnimationFrame(() => {
      const items = links(groupId);
      (focus === 'first' ? items[0] : items[items.length - 1])?.focus();
    });
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>, index: number, groupId: string) => {
    const all = buttons();
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
      if (open !== null) setOpen(null);
    };
    switch (event.key) {
      case 'ArrowRight':
        return move(index + 1);
      case 'ArrowLeft':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(all.length - 1);
      case 'ArrowDown':
      case 'Enter':
      case ' ':
        event.preventDefault();
        return openGroup(groupId, 'first');
      case 'ArrowUp':
        event.preventDefault();
        return openGroup(groupId, 'last');
      case 'Escape':
        return setOpen(null);
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          typeahead(event.key, all, index);
        }
    }
  };

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>, groupId: string) => {
    const items = links(groupId);
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const focusAt = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    const returnToButton = () => {
      setOpen(null);
      navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-button="${groupId}"]`)?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return focusAt(current + 1);
      case 'ArrowUp':
        return focusAt(current - 1);
      case 'Home':
        return focusAt(0);
      case 'End':
        return focusAt(items.length - 1);
      case 'Escape':
        event.preventDefault();
        return returnToButton();
      case 'Tab':
        // Leaving the panel closes it, as a disclosure menu should.
        return setOpen(null);
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          typeahead(event.key, items, current);
        }
    }
  };

  return (
    <nav ref={navRef} aria-label={label} className="relative border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4">
        <button
          type="button"
          className="my-2 inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls={`${baseId}-bar`}
          onClick={() => setMobileOpen((v) => !v)}
        >
          <span aria-hidden="true">☰</span> {toggleLabel}
        </button>
        <ul id={`${baseId}-bar`} className={`${mobileOpen ? 'flex' : 'hidden'} flex-col lg:flex lg:flex-row`}>
          {groups.map((group, index) => {
            const expanded = open === group.id;
            const panelId = `${baseId}-${group.id}`;
            return (
              <li key={group.id} className="lg:static">
                <button
                  type="button"
                  data-menu-button={group.id}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : group.id)}
                  onKeyDown={(e) => onButtonKey(e, index, group.id)}
                  className="ww-menu-button"
                >
                  {group.label}
                  <span aria-hidden="true" className="ww-menu-caret">
                    ▾
                  </span>
                </button>
                {/* biome-ignore lint/a11y/noStaticElementInteractions: key handling for the links inside; the panel itself is not focusable. */}
                <div
                  id={panelId}
                  data-menu-panel={group.id}
                  hidden={!expanded}
                  onKeyDown={(e) => onPanelKey(e, group.id)}
                  className="ww-menu-panel"
                >
                  <div className="ww-menu-grid">
                    {group.sections.map((section, s) => (
                      <div key={section.heading?.href ?? s}>
                        {section.heading && (
                          <Link
                            href={section.heading.href}
                            onClick={() => setOpen(null)}
                            className="ww-menu-heading"
                          >
                            {section.heading.label}
                          </Link>
                        )}
                        <ul className="space-y-1">
                          {section.links.map((link) => (
                            <li key={link.href}>
                              <Link href={link.href} onClick={() => setOpen(null)} className="ww-menu-link">
                                {link.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
