import { char, customType, integer } from 'drizzle-orm/pg-core';

/** Language code of the shop's 14 languages ('sv', 'en', ...). */
export const languageCode = (name: string) => char(name, { length: 2 });

/** PostgreSQL tsvector; Drizzle has no built-in type for it. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** The optimistic-locking version of a row people edit concurrently (see versioned.ts). */
export const versionColumn = () => integer('version').notNull().default(1);
