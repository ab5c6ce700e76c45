/**
 * Moves focus to the first control the form marks invalid, in the page's order, once React has
 * rendered the errors: useForm's forms call it after a refused submit. A field error that belongs to
 * a group (the cellphone's dial code and number, a radio list) is marked on its first control, so
 * the form's markup, not a field name, says where it is.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  if (!form) return;
  window.requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
    invalid?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
