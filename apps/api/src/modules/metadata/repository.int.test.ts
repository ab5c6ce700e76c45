import { ensureDemoCheckout } from '@workwear/db/demo';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf } from '../../testing/demoBearers';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { carrierCodeOf, deliveryQueries } from './repository';

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

describe('carrierCodeOf', () => {
  it('answers a method’s carrier, and null for no method or an unknown one', async () => {
    const [method] = (await deliveryQueries.methodsOf.run(api.handle, 'se', null)).filter(
      (m) => m.methodId !== null,
    );
    expect(method).toBeDefined();
    expect(await carrierCodeOf(api.handle, method!.methodId)).toBe(method!.carrierCode);
    expect(await carrierCodeOf(api.handle, null)).toBeNull();
    expect(await carrierCodeOf(api.handle, -1)).toBeNull();
  });
});
