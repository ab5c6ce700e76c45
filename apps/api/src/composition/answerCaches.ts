import * as contracts from '@workwear/contracts';
import { callsIn } from '@workwear/contracts';
import { CACHE_DEFAULT_SECONDS } from '@workwear/domain';
import { catalogueAnswerGroup } from '../http/catalogueAnswerGroup';
import { declaredQueryOf } from '../http/declaredQuery';
import { responseCache } from '../http/responseCache';
import { type CacheRegistry, MIB } from '../lib/cacheRegistry';

/**
 * The response caches of the answers that are the same for every anonymous visitor: keyed on the
 * query parameters their calls declare and capped in bytes (README, Performance): 64 MiB of
 * catalogue answers, 16 MiB each of content and of documents.
 */
export function createAnswerCaches(enabled: boolean, caches: CacheRegistry) {
  const queryOf = declaredQueryOf(callsIn(contracts));
  const cached = { ttlSeconds: CACHE_DEFAULT_SECONDS, enabled, queryOf };
  const answers = {
    owner: 'http',
    key: 'answer group, path and declared query',
    ttlMs: enabled ? cached.ttlSeconds * 1000 : 0,
  };
  const catalogue = responseCache({ ...cached, maxBytes: 64 * MIB, groupOf: catalogueAnswerGroup });
  caches.register({ ...answers, name: 'productAnswers', maxBytes: 64 * MIB }, catalogue);
  // Market settings and CMS content: the same for every anonymous visitor of a market and language.
  const content = responseCache({ ...cached, maxBytes: 16 * MIB });
  caches.register({ ...answers, name: 'settingsAndCmsAnswers', maxBytes: 16 * MIB }, content);
  // Generated documents: the same bytes for every visitor asking in one language, until the catalogue changes.
  const documents = responseCache({ ...cached, maxBytes: 16 * MIB });
  caches.register({ ...answers, name: 'documentAnswers', maxBytes: 16 * MIB }, documents);
  return { catalogue, content, documents };
}
export type AnswerCaches = ReturnType<typeof createAnswerCaches>;
