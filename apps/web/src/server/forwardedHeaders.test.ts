import type { IncomingHttpHeaders } from 'node:http';
import { trustedProxies } from '@workwear/server/trustedProxies';
import { describe, expect, it } from 'vitest';
import { settleForwardedHeaders } from './forwardedHeaders';

const proxies = trustedProxies(['10.0.0.0/8', '192.168.1.5', '::1']);
const request = (remoteAddress: string, headers: IncomingHttpHeaders) => ({
  socket: { remoteAddress },
  headers: { host: 'shop.example', ...headers } as IncomingHttpHeaders,
});
const forged = {
  'x-forwarded-proto': 'https://evil.example/#',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-for': '1.2.3.4',
  'x-forwarded-port': '443',
  forwarded: 'for=1.2.3.4;proto=https',
};

describe('trustedProxies', () => {
  it('matches addresses and ranges, IPv4 peers of a dual-stack socket included', () => {
    expect(proxies.has('10.1.2.3')).toBe(true);
    expect(proxies.has('::ffff:10.1.2.3')).toBe(true);
    expect(proxies.has('192.168.1.5')).toBe(true);
    expect(proxies.has('192.168.1.6')).toBe(false);
    expect(proxies.has('::1')).toBe(true);
    expect(proxies.has('not an address')).toBe(false);
    expect(proxies.has(undefined)).toBe(false);
  });
});

describe('settleForwardedHeaders', () => {
  it('drops every forwarding header from a peer that is not a trusted proxy', () => {
    const req = request('203.0.113.9', forged);
    expect(settleForwardedHeaders(req, proxies)).toEqual({ clientAddress: '203.0.113.9', https: false });
    expect(req.headers).toEqual({ host: 'shop.example' });
  });

  it('believes a trusted proxy, reduced to well-formed values', () => {
    const req = request('::ffff:10.0.0.2', {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.example.se',
      'x-forwarded-for': '198.51.100.7, 10.0.0.3',
    });
    expect(settleForwardedHeaders(req, proxies)).toEqual({ clientAddress: '198.51.100.7', https: true });
    expect(req.headers['x-forwarded-proto']).toBe('https');
    expect(req.headers['x-forwarded-host']).toBe('www.example.se');
  });

  it('turns a trusted proxy’s junk into nothing that could reach a page', () => {
    const req = request('10.0.0.2', forged);
    expect(settleForwardedHeaders(req, proxies).https).toBe(false);
    expect(req.headers['x-forwarded-proto']).toBe('http');
    const junkHost = request('10.0.0.2', { 'x-forwarded-host': 'evil.example/#x' });
    settleForwardedHeaders(junkHost, proxies);
    expect(junkHost.headers['x-forwarded-host']).toBeUndefined();
  });

  it('takes the right-most address that is not a proxy as the client: a visitor cannot pick one', () => {
    const req = request('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 192.168.1.5' });
    expect(settleForwardedHeaders(req, proxies).clientAddress).toBe('198.51.100.7');
  });
});
