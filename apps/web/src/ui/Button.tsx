import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';

/**
 * cta: the one step a page leads to (to checkout, pay, add to cart), in the brand colour; outline: a
 * second choice beside it, or a form's own submit where the page's cta is elsewhere.
 */
export type ButtonVariant = 'primary' | 'cta' | 'secondary' | 'outline' | 'link';
/** Padding and text size; a link-styled button takes none (it sits in running text). */
export type ButtonSize = 'xs' | 'sm' | 'md' | 'tall' | 'lg' | 'xl';

const VARIANTS: Readonly<Record<ButtonVariant, string>> = {
  primary: 'rounded-md bg-slate-900 font-semibold text-white hover:bg-slate-700',
  cta: 'rounded-md bg-brand-700 font-bold text-white shadow-sm hover:bg-orange-800',
  secondary: 'rounded-md border border-slate-300 font-semibold hover:bg-slate-100',
  outline:
    'rounded-md border border-slate-900 font-semibold text-slate-900 hover:bg-slate-900 hover:text-white',
  link: 'font-semibold underline underline-offset-4',
};

const SIZES: Readonly<Record<ButtonSize, string>> = {
  xs: 'px-3 py-1.5 text-sm',
  sm: 'px-3 py-2 text-sm',
  md: 'px-4 py-2 text-sm',
  tall: 'px-4 py-2.5 text-sm',
  lg: 'px-5 py-2.5 text-sm',
  xl: 'px-5 py-3 text-base',
};

export type ButtonLook = {
  variant?: ButtonVariant;
  /** Defaults to md for primary and secondary, none for link. */
  size?: ButtonSize | null;
  /** Placement and extras (margins, width, disabled look): never a colour or padding of the variant's. */
  className?: string;
};

/** The class list of a button look, for the rare element that is neither a button nor a link. */
export function buttonClass({ variant = 'primary', size, className }: ButtonLook): string {
  const padding = size === undefined ? (variant === 'link' ? null : 'md') : size;
  return [className, VARIANTS[variant], padding ? SIZES[padding] : null].filter(Boolean).join(' ');
}

type ButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & { ref?: Ref<HTMLButtonElement> };

/** A button in one of the shop's looks; type="button" unless told (a form is submitted on purpose). */
export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...rest} />;
}

type ButtonLinkProps = ButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> & { href: string; ref?: Ref<HTMLAnchorElement> };

/** A link that looks like a button (a way to another page, not an action). */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <a className={buttonClass({ variant, size, className })} {...rest} />;
}
