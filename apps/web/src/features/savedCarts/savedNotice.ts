/**
 * The one-time notice the saved-carts page shows after a save ("“X” was saved"): the save happens on
 * the cart page, which then navigates, so the name travels in the tab's session storage.
 */
const KEY = 'savedCarts.notice';

export function leaveSavedNotice(name: string): void {
  try {
    sessionStorage.setItem(KEY, name);
  } catch {
    // Storage may be off: the list still shows the saved cart first.
  }
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
