/**
 * A value of the wrong kind (not text, not a number), or one no rule names: the browser's forms show
 * the general message for it. A module of its own, so the card widget takes it without the checkout
 * fields' rules.
 */
export const INVALID_INPUT = 'Invalid input';
