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
      navigation: (h) => q.navigation.check(h, 'pl'),
      sizeGroups: (h) => q.sizeGroups.check(h),
    },
    () => api.handle,
  );
});
