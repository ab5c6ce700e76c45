import type { AnswerGroup } from './responseCache';

/**
 * Who gets the same catalogue answer (lists, facets, navigation, product detail, related products).
 * These answers depend on the principal only through the pricing service's price context, whose
 * inputs are the role and the company (its lists and settings); a consumer has no company. So every
 * user of one company in one role shares answers, and no two companies ever do. A company's list or
 * setting change shows within the cache time (60 s), as a catalogue change does for anonymous visitors.
 */
export const catalogueAnswerGroup: AnswerGroup = (principal) =>
  principal.kind === 'anonymous' ? '' : `company:${principal.companyId ?? '-'}|role:${principal.role}`;
