import { beforeAll, describe } from 'vitest';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { vocabularyQueries } from './repository';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

// Moved from catalogue/repository.int.test.ts with the queries it checks.
describe('catalogue queries on the demo data', () => {
  // Polish: the demo data's names there carry letters outside Latin-1.
  const q = vocabularyQueries;
  itChecksRowShapes<typeof q>(
    {
      parametrics: (h) => q.parametrics.check(h, 'pl'),
      values: (h) => q.values.check(h, 'pl'),
      categories: (h) => q.categories.check(h, 'pl'),
      families: (h) => q.families.check(h, 'pl'),
      groups: (h) => q.groups.check(h, 'pl'),
      flags: (h) => q.flags.check(h, 'pl'),
    },
    () => api.handle,
  );
});
