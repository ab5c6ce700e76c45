import type { LegalPage } from '@workwear/domain';

/** What a demo legal text names: the market's seller, its contact and the periods it promises. */
export interface LegalFacts {
  readonly company: string;
  /** Street, postal code, city and country on one line. */
  readonly address: string;
  readonly organisationNumber: string;
  readonly vatNumber: string;
  readonly email: string;
  readonly phone: string;
  /** Customer service's opening hours in the text's language (domain formatServiceHours). */
  readonly hours: string;
  /** The statutory right of withdrawal (WITHDRAWAL_DAYS). */
  readonly withdrawalDays: number;
  /** The shop's own return promise to business buyers. */
  readonly returnDays: number;
}

type Body = (facts: LegalFacts) => string;

/**
 * One language's demo legal texts. The withdrawal page has two versions: the consumer market's,
 * with the statutory right of withdrawal, and the business markets', with the shop's own returns.
 */
export interface LegalTexts {
  readonly titles: Readonly<Record<LegalPage, string>>;
  readonly terms: Body;
  readonly privacy: Body;
  readonly withdrawalConsumer: Body;
  readonly withdrawalBusiness: Body;
  readonly contact: Body;
  readonly cookies: Body;
}
