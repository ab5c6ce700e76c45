import { sql } from 'drizzle-orm';
import { beforeAll, describe } from 'vitest';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { sizeGuideQueries } from './sizeGuideRepository';

let api: TestServer;
let s: { productId: number; sizeGuideCode: string };
beforeAll(async () => {
  api = await testServer();
  // A product whose size guide has tables and texts.
  const [row] = await api.handle.rows<typeof s>(sql`
    SELECT p.id AS "productId", g.code AS "sizeGuideCode"
    FROM products p JOIN size_guides g ON g.id = p.size_guide_id
    WHERE EXISTS (SELECT 1 FROM body_measurement_tables b WHERE b.size_guide_id = g.id)
      AND EXISTS (SELECT 1 FROM size_guide_content c WHERE c.size_guide_id = g.id AND c.language = 'pl')
    ORDER BY p.id LIMIT 1`);
  s = row!;
});

describe('size guide queries on the demo data', () => {
  const q = sizeGuideQueries;
  itChecksRowShapes<typeof q>(
    {
      bodyMeasurementTables: (h) => q.bodyMeasurementTables.check(h, { productId: s.productId }),
      productGuide: (h) => q.productGuide.check(h, s.productId, 'pl'),
      guideByCode: (h) => q.guideByCode.check(h, s.sizeGuideCode, ['pl', 'sv']),
    },
    () => api.handle,
  );
});
