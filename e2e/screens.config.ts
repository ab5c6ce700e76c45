import { defineConfig } from '@playwright/test';
import tests from './playwright.config';

/**
 * `npm run screenshots`: the browser tests' servers and browser, running only e2e/screens, which
 * writes the project's kept screenshots (docs/screenshots) of the pages a buyer meets. Not part of
 * `npm test`: the pictures change with every run (dates, order numbers), so they are taken on purpose.
 */
export default defineConfig({ ...tests, testDir: './screens', testMatch: '**/*.screens.ts', workers: 1 });
