import { char, customType } from 'drizzle-orm/pg-core';

/** Language code of the shop's 14 languages ('sv', 'en', ...). */
export const languageCode = (name: string) => char(name, { length: 2 });

/** PostgreSQL tsvector; Drizzle has no built-in type for it. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
