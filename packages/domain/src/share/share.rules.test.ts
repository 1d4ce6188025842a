import { describe, expect, it } from 'vitest';
import { shareBoxFor, shareSizesFor, type ShareSize } from './share.rules';

describe('share sizes by sales region', () => {
  it.each<[number | null, ShareSize[]]>([
    [null, ['1800x1200', '3600x2400', 'original']],
    [1, ['1800x1200', '3600x2400', 'original']],
    [5, ['1800x1200', '3600x2400', 'original']],
    [6, ['1800x1200', '3600x2400', 'original', 'streetEasy']],
    [7, ['1800x1200', '3600x2400', 'original']],
    [9, ['1800x1200', '3600x2400', 'original', '800x600']],
    [20, ['1800x1200', '3600x2400', 'original']],
  ])('sales region %s offers %j', (region, sizes) => expect(shareSizesFor(region)).toEqual(sizes));
});

describe('the box an image is fitted within', () => {
  it.each<[ShareSize, { width: number; height: number }, { width: number; height: number } | null]>([
    ['1800x1200', { width: 3600, height: 2400 }, { width: 1800, height: 1200 }],
    ['1800x1200', { width: 2400, height: 3600 }, { width: 1200, height: 1800 }],
    ['1800x1200', { width: 2000, height: 2000 }, { width: 1800, height: 1200 }],
    ['3600x2400', { width: 1800, height: 1200 }, { width: 3600, height: 2400 }],
    ['800x600', { width: 1200, height: 1800 }, { width: 600, height: 800 }],
    ['streetEasy', { width: 3000, height: 2000 }, { width: 2048, height: 1365 }],
    ['original', { width: 3000, height: 2000 }, null],
  ])('%s of a %j image is %j', (size, image, box) => expect(shareBoxFor(size, image)).toEqual(box));
});
