// The priceService module's face, its only door for other modules, the composition root and tests:
// the spec's price service: promotion checks, engine promotions and tax rates.
export { registerPriceRoutes } from './handlers';
export { createPriceService } from './service';
export { loadSalesTaxRates } from './taxRateTable';
