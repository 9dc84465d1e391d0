import { describe, expect, it } from 'vitest';
import { alwaysTop, keepsState, routeInfo } from '../../../src/lib/navigation/routes.ts';
import { bottomBarsHeight, scrollDecision } from '../../../src/lib/navigation/scroll.ts';

describe('routeInfo', () => {
  it('reads address, kind and poiCode, language prefix dropped', () => {
    expect(routeInfo('/en/GZ/poi/1/2/GZ_PARK/')).toEqual({
      path: '/GZ/poi/1/2/GZ_PARK',
      address: 'GZ',
      kind: 'poi',
      poiCode: 'GZ_PARK',
    });
    expect(routeInfo('/zh-cn/ZH')).toMatchObject({ address: 'ZH', kind: '', poiCode: undefined });
    expect(routeInfo('/GZ/buy-food/R1')).toMatchObject({ kind: 'buy-food', poiCode: 'R1' });
    expect(routeInfo('/GZ/cms-detail/1/GLOBAL/9')).toMatchObject({ poiCode: 'GLOBAL' });
    expect(routeInfo('/user/order')).toMatchObject({ address: undefined, kind: 'user/order' });
  });

  it('knows the pages that keep state and those that always open at the top', () => {
    for (const p of [
      '/GZ/discount',
      '/ZH/buy-tickets',
      '/GZ/buy-food/R1',
      '/GZ/buy-hotel',
      '/product',
      '/en/user/order',
    ]) {
      expect(keepsState(routeInfo(p)), p).toBe(true);
    }
    for (const p of ['/GZ/search', '/user/order/detail', '/GZ']) {
      expect(keepsState(routeInfo(p)), p).toBe(false);
    }
    for (const p of ['/GZ', '/home', '/GZ/poi/1/1/X', '/GZ/annual-card/1', '/en/ZH/prepare/2']) {
      expect(alwaysTop(routeInfo(p)), p).toBe(true);
    }
    expect(alwaysTop(routeInfo('/GZ/discount'))).toBe(false);
    expect(alwaysTop(routeInfo('/product'))).toBe(false);
  });
});

describe('scrollDecision', () => {
  const push = (from: string, to: string) => scrollDecision({ from, to, navigationType: 'push' });
  const back = (from: string, to: string) =>
    scrollDecision({ from, to, navigationType: 'traverse' });

  it('goes to the top on a new page', () => {
    expect(push('/GZ/discount', '/GZ/search')).toBe('top');
    expect(push('/GZ', '/GZ/play-guide')).toBe('top');
    expect(push('/GZ/play-guide-detail?id=1', '/GZ/play-guide-detail?id=2')).toBe('top');
  });

  it('goes to the top when the area or poiCode changes, even to a page that keeps state', () => {
    expect(push('/GZ/buy-food/A', '/GZ/buy-food/B')).toBe('top');
    expect(push('/GZ/search', '/ZH/discount')).toBe('top');
  });

  it('restores a page that keeps its state when it is revisited in the same area', () => {
    expect(push('/GZ/search', '/GZ/discount')).toBe('restore');
    expect(push('/GZ/poi/1/1/X', '/GZ/buy-tickets')).toBe('top'); // poiCode X → none
    expect(push('/product', '/user/order')).toBe('restore');
  });

  it('leaves an in-page (hash) navigation alone', () => {
    expect(push('/GZ/discount', '/GZ/discount#offers')).toBe('none');
  });

  it('restores the saved position on back/forward, except on poi, home, annual-card, prepare', () => {
    expect(back('/GZ/search', '/GZ/discount')).toBe('restore');
    expect(back('/GZ', '/ZH/play-guide')).toBe('restore');
    expect(back('/GZ/discount', '/GZ/poi/1/1/X')).toBe('top');
    expect(back('/GZ/discount', '/GZ')).toBe('top');
    expect(back('/GZ/discount', '/en/home')).toBe('top');
    expect(back('/GZ/discount', '/GZ/annual-card/1?tabActiveIndex=1')).toBe('top');
    expect(back('/GZ/discount', '/GZ/prepare/1')).toBe('top');
  });

  it('accepts URL objects', () => {
    expect(
      scrollDecision({
        from: new URL('http://a/GZ/discount'),
        to: new URL('http://a/GZ/search'),
        navigationType: 'replace',
      }),
    ).toBe('top');
  });
});

describe('bottomBarsHeight: how much of the screen’s bottom edge bars cover', () => {
  it('measures a footer held at the bottom of the screen', () => {
    expect(bottomBarsHeight([{ top: 768, bottom: 844 }], 844)).toBe(76);
    // rounding and a pixel of slack at the edge
    expect(bottomBarsHeight([{ top: 767.6, bottom: 843.4 }], 844)).toBe(76);
  });

  it('counts nothing for a bar scrolled away from the bottom or below the screen', () => {
    expect(bottomBarsHeight([], 844)).toBe(0);
    expect(bottomBarsHeight([{ top: 300, bottom: 376 }], 844)).toBe(0);
    expect(bottomBarsHeight([{ top: 900, bottom: 976 }], 844)).toBe(0);
  });

  it('takes the tallest of several and never more than the screen', () => {
    expect(
      bottomBarsHeight(
        [
          { top: 800, bottom: 844 },
          { top: 700, bottom: 900 },
        ],
        844,
      ),
    ).toBe(144);
    expect(bottomBarsHeight([{ top: -50, bottom: 844 }], 844)).toBe(844);
  });
});
