import { ensureDemoCheckout } from '@workwear/db/demo';
import { beforeAll, describe } from 'vitest';
import { companyIdOf } from '../../testing/demoBearers';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { deliveryQueries } from './repository';

let api: TestServer;
let nordbygg: number;

beforeAll(async () => {
  api = await testServer();
  await ensureDemoCheckout(api.handle);
  nordbygg = await companyIdOf(api.handle, 'Nordbygg Entreprenad AB');
});

describe('metadata repository row shapes', () => {
  itChecksRowShapes<typeof deliveryQueries>(
    {
      methodsOf: async (handle) => [
        ...(await deliveryQueries.methodsOf.check(handle, 'se', null)),
        ...(await deliveryQueries.methodsOf.check(handle, 'se', nordbygg)),
      ],
    },
    () => api.handle,
  );
});
