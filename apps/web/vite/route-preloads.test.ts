import { describe, expect, it } from 'vitest';
import { routeModules, routePattern } from './route-preloads';

describe('route patterns of the preloads, as React Router matches a path', () => {
  it.each([
    ['/eng/listings', '/eng/listings', true],
    ['/eng/listings', '/ENG/Listings/', true],
    ['/eng/listings', '/eng/listings/2', false],
    ['/eng/listing/:listingId', '/eng/listing/42', true],
    ['/eng/listing/:listingId', '/eng/listing/', false],
    ['/reportBuilder/:listingId?', '/reportBuilder', true],
    ['/reportBuilder/:listingId?', '/reportBuilder/7', true],
    ['/reportBuilder/:listingId?', '/reportBuilder/7/8', false],
    ['/eng/*', '/eng/anything/else', true],
    ['/site.map', '/siteXmap', false],
  ])('%s against %s: %s', (route, pathname, matches) => {
    expect(new RegExp(routePattern(route), 'i').test(pathname)).toBe(matches);
  });
});

describe('the routes of pages.tsx and the modules they load', () => {
  it('reads the screens and the opening calls of each route, resolved from the pages module', () => {
    const source = `const LOADERS = {
  '/eng/home': () => import('../features/home/home-page'),
  '/eng/listings': () => import('../features/listings/listing-list-page'),
};
const OPENING_CALLS = {
  '/eng/listings': (user, _params, search) =>
    import('../features/listings/listing-search-api').then((m) => m.prefetch(user, search)),
};`;
    expect(Object.fromEntries(routeModules(source, '/w/src/app'))).toEqual({
      '/eng/home': ['/w/src/features/home/home-page'],
      '/eng/listings': [
        '/w/src/features/listings/listing-list-page',
        '/w/src/features/listings/listing-search-api',
      ],
    });
  });
});
