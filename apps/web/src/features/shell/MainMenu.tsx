'use client';

import { MENU_TYPEAHEAD_RESET_MS } from '@workwear/domain/constants';
import Link from 'next/link';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { usePhoneMenu } from './HeaderFrame';
import type { MenuGroup } from './menuGroups';
import { typeaheadIndex } from './typeahead';

type Props = {
  groups: MenuGroup[];
  label: string;
  /** The id of the part the phone's menu button (MenuToggle) opens. */
  id: string;
  /** The VAT switch and the market choice: inside the phone menu, at the bar's end from lg up. */
  tools: ReactNode;
};

/**
 * The navigation menu: a bar of group buttons, each opening a panel of links (disclosure pattern).
 * Keys: Left/Right move between groups, Down/Enter/Space open a group and focus its first link,
 * Up/Down move between links, Escape closes and returns to the group button, Home/End jump, and
 * typing letters jumps to the matching entry (typeahead, reset after 500 ms of quiet).
 * Below lg the whole bar is the phone menu, opened by the header's MenuToggle; a choice closes it.
 */
export function MainMenu({ groups, label, id, tools }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const phone = usePhoneMenu();
  const chosen = () => {
    setOpen(null);
    phone.setOpen(false);
  };
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
        // Closing an open group is this Escape's whole work; with none open the phone menu closes.
        if (open === null) return;
        event.preventDefault();
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
    <nav ref={navRef} aria-label={label} className="relative border-slate-200 bg-white lg:border-t">
      <div
        id={id}
        className={`${phone.open ? 'max-lg:flex' : 'max-lg:hidden'} mx-auto max-w-7xl flex-col px-4 max-lg:max-h-[calc(100dvh-7rem)] max-lg:overflow-y-auto max-lg:border-t max-lg:border-slate-200 max-lg:pb-3 lg:flex lg:flex-row lg:items-center lg:gap-6`}
      >
        <ul className="flex flex-col lg:flex-row">
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
                          <Link href={section.heading.href} onClick={chosen} className="ww-menu-heading">
                            {section.heading.label}
                          </Link>
                        )}
                        <ul className="space-y-1">
                          {section.links.map((link) => (
                            <li key={link.href}>
                              <Link href={link.href} onClick={chosen} className="ww-menu-link">
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
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-3 lg:ml-auto lg:border-0 lg:pt-0">
          {tools}
        </div>
      </div>
    </nav>
  );
}
