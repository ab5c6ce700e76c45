import type account from '../../messages/en/account.json';
import type catalog from '../../messages/en/catalog.json';
import type common from '../../messages/en/common.json';
import type consent from '../../messages/en/consent.json';
import type devMailbox from '../../messages/en/devMailbox.json';
import type product from '../../messages/en/product.json';

// English is the reference language: message keys are type-checked against it.
declare module 'next-intl' {
  interface AppConfig {
    Messages: {
      common: typeof common;
      catalog: typeof catalog;
      product: typeof product;
      consent: typeof consent;
      devMailbox: typeof devMailbox;
      account: typeof account;
    };
  }
}
