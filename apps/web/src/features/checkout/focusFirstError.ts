/**
 * Moves focus to the first control the form marks invalid, in the page's order, once React has
 * rendered the errors. A field error that belongs to a group (the cellphone's dial code and number,
 * a radio list) is marked on its first control, so this finds it where react-hook-form's own
 * focusing (by field name) cannot.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  if (!form) return;
  window.requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
    invalid?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
