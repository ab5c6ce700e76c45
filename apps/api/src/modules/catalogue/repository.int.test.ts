import { beforeAll, describe } from 'vitest';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { catalogueQueries } from './repository';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

describe('catalogue queries on the demo data', () => {
  // Polish: the demo data's names there carry letters outside Latin-1.
  const q = catalogueQueries;
  itChecksRowShapes<typeof q>(
    {
      parametrics: (h) => q.parametrics.check(h, 'pl'),
      values: (h) => q.values.check(h, 'pl'),
      categories: (h) => q.categories.check(h, 'pl'),
      families: (h) => q.families.check(h, 'pl'),
      groups: (h) => q.groups.check(h, 'pl'),
      flags: (h) => q.flags.check(h, 'pl'),
      languageSlot: (h) => q.languageSlot.check(h, 'pl'),
      publicPriceLists: (h) => q.publicPriceLists.check(h),
      navigation: (h) => q.navigation.check(h, 'pl'),
      sizeGroups: (h) => q.sizeGroups.check(h),
    },
    () => api.handle,
  );
});
