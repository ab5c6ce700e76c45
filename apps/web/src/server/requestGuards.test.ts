import { describe, expect, it } from 'vitest';
import { isValidHost, refuseRequest } from './requestGuards';

const request = (
  method: string,
  url: string,
  host: string | null = 'localhost:3000',
  headers: Record<string, string> = {},
) => ({
  method,
  url,
  headers: { ...(host === null ? {} : { host }), ...headers },
});

describe('refuseRequest', () => {
  it('lets ordinary requests through, in every language', () => {
    expect(refuseRequest(request('GET', '/sv/alla-produkter/arbetsbyxor?query=jacka&page=2'))).toBeNull();
    expect(refuseRequest(request('GET', '/pl/produkt/m%C4%99%C5%BCczy%C5%BAni-kurtka'))).toBeNull();
    expect(
      refuseRequest(request('GET', '/lv/produkts/%C4%A3%C4%93rb%C5%A1an%C4%81s?query=%C5%99%C3%B5')),
    ).toBeNull();
    expect(refuseRequest(request('POST', '/preferences'))).toBeNull();
    expect(refuseRequest(request('HEAD', '/robots.txt'))).toBeNull();
    // A stray % in the query is left as it is (URLSearchParams and Next both do), not refused.
    expect(refuseRequest(request('GET', '/sv/alla-produkter?query=100%'))).toBeNull();
  });

  it('refuses TRACE, TRACK and CONNECT everywhere, and methods the pages do not serve', () => {
    expect(refuseRequest(request('TRACE', '/sv'))).toEqual({
      refusal: 'methodNotAllowed',
      allow: 'GET, HEAD, POST',
    });
    expect(refuseRequest(request('OPTIONS', '/sv'))?.refusal).toBe('methodNotAllowed');
    expect(refuseRequest(request('OPTIONS', '/preferences'))?.refusal).toBe('methodNotAllowed');
    expect(refuseRequest(request('TRACE', '/api/product/products'))?.refusal).toBe('methodNotAllowed');
    expect(refuseRequest(request('TRACK', '/sv'))?.refusal).toBe('methodNotAllowed');
    expect(refuseRequest(request('CONNECT', '/sv'))?.refusal).toBe('methodNotAllowed');
    expect(refuseRequest(request('PUT', '/sv'))?.refusal).toBe('methodNotAllowed');
    expect(refuseRequest(request('PROPFIND', '/sv'))?.refusal).toBe('methodNotAllowed');
    // The API decides about its own methods.
    expect(refuseRequest(request('DELETE', '/api/carts/1'))).toBeNull();
    expect(refuseRequest(request('OPTIONS', '/api/product/products'))).toBeNull();
  });

  it('refuses a path whose %-escapes do not decode', () => {
    expect(refuseRequest(request('GET', '/sv/produkt/%'))?.refusal).toBe('badRequest');
    expect(refuseRequest(request('GET', '/sv/produkt/%zz'))?.refusal).toBe('badRequest');
    expect(refuseRequest(request('GET', '/sv/%'))?.refusal).toBe('badRequest');
    expect(refuseRequest(request('GET', '/sv/produkt/%C3%28'))?.refusal).toBe('badRequest');
  });

  it('refuses control characters in the path, a query name or a query value', () => {
    expect(refuseRequest(request('GET', '/sv/produkt/abc%00def'))?.refusal).toBe('badRequest');
    expect(refuseRequest(request('GET', '/sv/alla-produkter?query=a%00b'))?.refusal).toBe('badRequest');
    expect(refuseRequest(request('GET', '/sv/alla-produkter/arbetsbyxor?page=%00'))?.refusal).toBe(
      'badRequest',
    );
    expect(refuseRequest(request('GET', '/sv/alla-produkter?qu%0Aery=x'))?.refusal).toBe('badRequest');
    expect(refuseRequest(request('GET', '/sv/alla-produkter?query=a%7Fb'))?.refusal).toBe('badRequest');
    expect(refuseRequest(request('GET', '/api/product/products/search/a%00b'))?.refusal).toBe('badRequest');
  });

  it('refuses a request without a usable Host', () => {
    expect(refuseRequest(request('GET', '/sv', null))?.refusal).toBe('badRequest');
    expect(refuseRequest(request('GET', '/sv', 'exa mple'))?.refusal).toBe('badRequest');
    expect(refuseRequest(request('GET', '/sv', 'localhost:99999'))?.refusal).toBe('badRequest');
  });
});

describe('isValidHost', () => {
  it.each([
    'localhost',
    'localhost:3000',
    'www.example.se',
    'www.example.se.',
    'shop-1.internal:8080',
    'web_1:3000',
    '127.0.0.1:3100',
    '[::1]:3000',
    '[2001:db8::1]',
    'XN--MNCHEN-3YA.DE',
  ])('accepts %s', (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each([
    '',
    'exa mple',
    'a/b<x>',
    '[::1',
    '::1',
    'localhost:99999',
    'localhost:0',
    'localhost:',
    'evil.example/#',
    'https://evil.example',
    'user@host',
    '-leading.example',
    'trailing-.example',
    'a..b',
    `${'a'.repeat(64)}.example`,
    'ex\u0000ample',
  ])('refuses %j', (host) => {
    expect(isValidHost(host)).toBe(false);
  });
});

describe('refuseRequest: what Next would answer with a 500', () => {
  const tree = (state: unknown) => ({
    'next-router-state-tree': encodeURIComponent(JSON.stringify(state)),
    rsc: '1',
  });

  it('refuses a router-state header Next cannot parse, on any page, and lets a valid one through', () => {
    const valid = tree(['', { children: ['__PAGE__', {}] }, null, null]);
    expect(refuseRequest(request('GET', '/404', 'localhost:3000', valid))).toBeNull();
    expect(refuseRequest(request('GET', '/sv', 'localhost:3000', valid))).toBeNull();
    for (const broken of [
      '%',
      'not json',
      encodeURIComponent('{"children":1}'),
      encodeURIComponent('[1,2]'),
      encodeURIComponent(JSON.stringify(['', { children: ['x', {}] }].concat(Array(30000).fill(0)))),
    ]) {
      for (const path of ['/404', '/sv', '/no/such/page']) {
        const res = refuseRequest(
          request('GET', path, 'localhost:3000', { 'next-router-state-tree': broken, rsc: '1' }),
        );
        expect(res?.refusal, `${path} ${broken.slice(0, 40)}`).toBe('badRequest');
      }
    }
  });

  it("refuses a server action posted from another origin with 403, and lets the shop's own through", () => {
    const action = (origin: string | undefined, extra: Record<string, string> = {}) =>
      refuseRequest(
        request('POST', '/sv/varukorg', 'localhost:3000', {
          'next-action': '7f3a9c',
          'content-type': 'text/plain;charset=UTF-8',
          ...(origin === undefined ? {} : { origin }),
          ...extra,
        }),
      );
    expect(action('http://localhost:3000')).toBeNull();
    expect(action(undefined)).toBeNull();
    // Behind a trusted proxy, the host the visitor used.
    expect(action('https://shop.example', { 'x-forwarded-host': 'shop.example' })).toBeNull();
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null', 'not a url']) {
      expect(action(origin)?.refusal, origin).toBe('forbidden');
    }
    expect(action('http://localhost:3000', { 'x-forwarded-host': 'shop.example' })?.refusal).toBe(
      'forbidden',
    );
    // A form posted without JavaScript (multipart) is an action too; a plain form post to a route is not.
    const form = (type: string) =>
      refuseRequest(
        request('POST', '/sv/kassa', 'localhost:3000', {
          'content-type': type,
          origin: 'https://evil.example',
        }),
      );
    expect(form('multipart/form-data; boundary=x')?.refusal).toBe('forbidden');
    expect(form('application/x-www-form-urlencoded')).toBeNull();
  });
});
