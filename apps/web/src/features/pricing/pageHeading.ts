/**
 * The page's main heading (its h1 inside <main>), made focusable from script, or <main> itself when
 * a page has none: where focus goes once a dialog that opened over the page on its own (no button
 * opened it, so there is nothing to give focus back to) closes.
 */
export function pageHeading(): HTMLElement | null {
  const heading =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}
