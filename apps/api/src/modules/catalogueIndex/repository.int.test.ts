import { beforeAll, describe } from 'vitest';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { catalogueIndexQueries } from './repository';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

// Moved from listing/repository.int.test.ts with the query it checks.
describe('listing queries on the demo data', () => {
  const q = catalogueIndexQueries;
  itChecksRowShapes<typeof q>(
    {
      listingRows: (h) => q.listingRows.check(h),
    },
    () => api.handle,
  );
});
