import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '@workwear/contracts';
import { invalidParameter } from '@workwear/domain';

/**
 * Text a service is about to bind in SQL. The route's schema already refuses control characters; this
 * keeps a service from ever handing one to PostgreSQL (which refuses NUL outright) whoever calls it.
 */
export function plainText(field: string, value: string): string {
  if (hasControlCharacter(value)) throw invalidParameter(field, CONTROL_CHARACTER_MESSAGE);
  return value;
}
