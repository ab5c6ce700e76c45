import { applyQuantityFactor, MAX_ROW_QUANTITY, quantityStep } from '@workwear/domain/cart/cartRows';

/**
 * The stepper's next quantity: one step (quantityStep of the factor) up or down, kept within
 * [smallest, MAX_ROW_QUANTITY] and on a multiple of the factor, as the server would store it.
 */
export function steppedQuantity(quantity: number, factor: number, direction: 1 | -1): number {
  const step = quantityStep(factor);
  const smallest = Math.max(factor, 1);
  const next = quantity + direction * step;
  if (next < smallest) return smallest;
  return applyQuantityFactor(Math.min(next, MAX_ROW_QUANTITY), factor);
}

/** A typed quantity as the server will keep it, or null when it is no whole number from 1 to 9999. */
export function typedQuantity(text: string, factor: number): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  if (value < 1 || value > MAX_ROW_QUANTITY) return null;
  return applyQuantityFactor(value, factor);
}

export const canStepDown = (quantity: number, factor: number) => quantity > Math.max(factor, 1);
export const canStepUp = (quantity: number, factor: number) =>
  steppedQuantity(quantity, factor, 1) > quantity;
