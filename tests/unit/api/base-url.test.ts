import { describe, expect, it } from 'vitest';
import { resolveApiBase } from '../../../src/lib/api/base-url.ts';

const at = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, port: url.port, host: url.host };
};

describe('resolveApiBase', () => {
  it.each([
    ['https://shop-uat.example.com/home', 'https://gateway-uat.example.com'],
    ['https://shop.example.com/en/GZ', 'https://gateway.example.com'],
    ['https://www.resort.com.hk/', 'https://gateway.resort.com.hk'],
    ['http://shop-sit-2.example.com/', 'https://gateway-sit-2.example.com'],
    ['https://SHOP-UAT.Example.com/', 'https://gateway-uat.example.com'],
    ['http://localhost:4321/home', 'http://localhost:4321'],
    ['http://localhost/home', 'http://localhost'],
    ['http://shop.localhost/', 'http://shop.localhost'],
    ['http://intranet/', 'http://intranet'],
    ['http://192.168.1.20/home', 'http://192.168.1.20'],
    ['http://10.0.0.5:8080/home', 'http://10.0.0.5:8080'],
    ['http://[::1]:4321/home', 'http://[::1]:4321'],
    ['https://[2001:db8::1]/home', 'https://[2001:db8::1]'],
    ['https://shop-uat.example.com:8443/', 'https://shop-uat.example.com:8443'],
  ])('%s → %s', (href, expected) => {
    expect(resolveApiBase(at(href))).toBe(expected);
  });

  it('uses PUBLIC_API_BASE when given, without a trailing slash', () => {
    expect(resolveApiBase(at('https://shop.example.com/'), 'https://api.example.net/')).toBe(
      'https://api.example.net',
    );
    expect(resolveApiBase(at('http://10.0.0.5:8080/'), 'https://api.example.net')).toBe(
      'https://api.example.net',
    );
  });

  it('ignores a blank PUBLIC_API_BASE', () => {
    expect(resolveApiBase(at('https://shop.example.com/'), '  ')).toBe(
      'https://gateway.example.com',
    );
  });
});
