import { describe, expect, it } from 'vitest';
import { withForwardedFor } from './visitorFetch';

describe('withForwardedFor', () => {
  it("adds the visitor's address and keeps the call's own headers and options", () => {
    const init = withForwardedFor(
      { method: 'POST', headers: { accept: 'application/json', authorization: 'Bearer t' }, body: '{}' },
      '203.0.113.7',
    );
    const headers = new Headers(init.headers);
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer t');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
  });

  it('replaces any X-Forwarded-For the call had with the one address', () => {
    const init = withForwardedFor({ headers: [['X-Forwarded-For', '10.0.0.1, 10.0.0.2']] }, '2001:db8::7');
    expect(new Headers(init.headers).get('x-forwarded-for')).toBe('2001:db8::7');
  });

  it('leaves the call alone without a visitor', () => {
    const init = { headers: { accept: 'text/html' } };
    expect(withForwardedFor(init, undefined)).toBe(init);
    expect(withForwardedFor(undefined, undefined)).toEqual({});
  });
});
