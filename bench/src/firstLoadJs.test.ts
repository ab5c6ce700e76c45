import { describe, expect, it } from 'vitest';
import { scriptUrls } from './firstLoadJs';

describe('scriptUrls', () => {
  const page = 'http://127.0.0.1:3200/sv/alla-produkter';

  it('takes script sources and script preloads once each, nomodule scripts apart', () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      '<link rel="modulepreload" href="/_next/static/chunks/m.js">',
      '<link rel="preload" as="style" href="/_next/static/chunks/s.css"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/s.css"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/b.js?v=1&amp;x=2" async></script>',
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"<script src=\\"/x.js\\">"])</script>',
    ].join('');
    expect(scriptUrls(html, page)).toEqual({
      modern: [
        'http://127.0.0.1:3200/_next/static/chunks/a.js',
        'http://127.0.0.1:3200/_next/static/chunks/m.js',
        'http://127.0.0.1:3200/_next/static/chunks/b.js?v=1&x=2',
      ],
      noModule: ['http://127.0.0.1:3200/_next/static/chunks/legacy.js'],
    });
  });
});
