import type { FieldMessageTexts } from '@/features/checkout/client';

/** What the consumer's account forms say, translated on the server (ConsumerAccount.tsx). */
export type AccountFormTexts = {
  save: string;
  saving: string;
  saved: string;
  stale: string;
  failed: string;
  optional: string;
  /** Every field rule's message in the page's language (names, phone, address: the checkout's). */
  errors: FieldMessageTexts;
};

export type AddressTexts = {
  title: string;
  none: string;
  add: string;
  edit: string;
  delete: string;
  makeDefault: string;
  isDefault: string;
  cancel: string;
  deleted: string;
  undo: string;
  restored: string;
  careOf: string;
  addressLine1: string;
  addressLine2: string;
  zipCode: string;
  city: string;
  region: string;
  chooseRegion: string;
  country: string;
  /** While the address editor's code loads. */
  loading: string;
};
