import { type DatabaseHandle, ensureReadModels, migrateDatabase } from '@workwear/db';
import { ensureDemoData } from '@workwear/db/demo';
import { type ApiConfig, demoDataOn } from './config';
import type { Logger } from './logger';

/**
 * What every start does to the database before serving: migrate (under an advisory lock on a server),
 * write demo data when asked and the catalogue is empty, rebuild empty read models. It only ever adds
 * rows; the derived read models are rebuilt, in one transaction, only when they are missing.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Pick<ApiConfig, 'DEMO_DATA' | 'DATABASE_URL' | 'DEMO_PRODUCTS' | 'DEMO_COMPANIES'>,
  logger: Logger,
): Promise<void> {
  await migrateDatabase(handle);
  if (demoDataOn(config)) {
    const { catalogue, world, settings } = await ensureDemoData(handle, {
      products: config.DEMO_PRODUCTS,
      companies: config.DEMO_COMPANIES,
    });
    if (catalogue.seeded) {
      logger.info({ products: catalogue.result.options.products }, 'Wrote the demo catalogue');
    } else if (catalogue.reason === 'not_empty') {
      logger.warn(
        { table: catalogue.table },
        'DEMO_DATA is on but the catalogue holds data that is not the demo: left untouched, no demo data written',
      );
    }
    if (world?.seeded) {
      logger.info(
        { companies: world.result.counts.companies },
        'Wrote the demo world (demo accounts in README)',
      );
    } else if (world?.reason === 'not_empty') {
      logger.warn(
        { table: world.table },
        'Demo world tables hold rows that are not the demo: left untouched',
      );
    }
    if (settings) logger.info('Wrote the demo market settings and top messages');
  } else {
    logger.info('DEMO_DATA is off: no demo data written');
  }
  if (await ensureReadModels(handle)) logger.info('Rebuilt the catalogue read models');
}
