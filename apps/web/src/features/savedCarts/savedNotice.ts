/**
 * The one-time notice the saved-carts page shows after a save ("“X” was saved"). A save on the cart
 * page goes on to the saved-carts page, so the name travels in the tab's session storage; a save on
 * the saved-carts page itself stays there, and the list hears of it by an event.
 */
const KEY = 'savedCarts.notice';

export function leaveSavedNotice(name: string): void {
  try {
    sessionStorage.setItem(KEY, name);
  } catch {
    // Storage may be off: the list still shows the saved cart first.
  }
  window.dispatchEvent(new Event(KEY));
}

export function takeSavedNotice(): string | null {
  try {
    const name = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return name;
  } catch {
    return null;
  }
}

/** Calls `show` with a notice left now or before (on arrival); returns the unsubscribe. */
export function onSavedNotice(show: (name: string) => void): () => void {
  const take = () => {
    const name = takeSavedNotice();
    if (name) show(name);
  };
  take();
  window.addEventListener(KEY, take);
  return () => window.removeEventListener(KEY, take);
}
