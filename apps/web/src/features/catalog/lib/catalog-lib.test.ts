// The URL ⇄ filter rules of the listing and the srcset convention of uploaded pictures.
import { describe, expect, it } from 'vitest';
import { readFilters, toListQuery, withChanges, withoutFilters } from './product-filters';
import { responsiveImage, smallImageUrl } from '../../../lib/responsive-image';

const params = (s: string) => new URLSearchParams(s);

describe('readFilters', () => {
  it('reads every param', () => {
    expect(readFilters(params('search=+rose+&category=aaaaaaaaaaaaaaaaaaaaaaa1&maxPrice=300&sort=rating&page=4&view=list'))).toEqual({
      search: 'rose',
      category: 'aaaaaaaaaaaaaaaaaaaaaaa1',
      maxPrice: 300,
      sort: 'rating',
      page: 4,
      view: 'list',
    });
  });

  it('falls back to defaults for malformed values', () => {
    expect(readFilters(params('category=Not+a+category&maxPrice=-5&sort=best&page=1.5&view=table'))).toEqual({
      search: '',
      category: undefined,
      maxPrice: undefined,
      sort: 'popularity',
      page: 1,
      view: 'grid',
    });
  });

  it('snaps the price to the slider step and treats 1000 and above as no maximum', () => {
    expect(readFilters(params('maxPrice=0')).maxPrice).toBe(0);
    expect(readFilters(params('maxPrice=420')).maxPrice).toBe(400);
    expect(readFilters(params('maxPrice=1000')).maxPrice).toBeUndefined();
    expect(readFilters(params('maxPrice=5000')).maxPrice).toBeUndefined();
  });

  it('cuts a search longer than the contract allows', () => {
    expect(readFilters(params(`search=${'a'.repeat(150)}`)).search).toHaveLength(100);
  });
});

describe('toListQuery', () => {
  it('leaves out empty filters', () => {
    expect(toListQuery(readFilters(params('')))).toEqual({ sort: 'popularity', page: 1, limit: 12 });
  });
});

describe('withChanges', () => {
  it('resets the page when a filter or the sort changes, not when the page or view does', () => {
    expect(withChanges(params('page=3&sort=rating'), { category: 'x' }).toString()).toBe('sort=rating&category=x');
    expect(withChanges(params('page=3'), { view: 'list' }).toString()).toBe('page=3&view=list');
    expect(withChanges(params('page=3'), { page: 1 }).toString()).toBe('');
    expect(withChanges(params('view=list'), { view: 'grid' }).toString()).toBe('');
  });

  it('Clear Filter removes search, category and price but keeps sort and view', () => {
    expect(withoutFilters(params('search=rose&category=x&maxPrice=300&sort=newest&view=list&page=2')).toString()).toBe('sort=newest&view=list');
  });
});

describe('responsiveImage', () => {
  it('gives uploaded WebP pictures a 400w/800w srcset', () => {
    expect(responsiveImage('/uploads/catalogue/red-rose-bouquet-1.webp', '50vw')).toEqual({
      src: '/uploads/catalogue/red-rose-bouquet-1.webp',
      srcSet: '/uploads/catalogue/red-rose-bouquet-1-400.webp 400w, /uploads/catalogue/red-rose-bouquet-1.webp 800w',
      sizes: '50vw',
    });
  });

  it('leaves other URLs alone', () => {
    expect(responsiveImage('https://example.com/rose.webp', '50vw')).toEqual({ src: 'https://example.com/rose.webp' });
    expect(responsiveImage('/uploads/catalogue/rose.jpg', '50vw')).toEqual({ src: '/uploads/catalogue/rose.jpg' });
    expect(smallImageUrl('/uploads/catalogue/rose-400.webp')).toBeUndefined();
  });
});

describe('SORT_OPTIONS', () => {
  it('offers exactly the contract sorts, in its order', async () => {
    const { SORTS } = await import('@phoolwari/contracts');
    const { SORT_OPTIONS } = await import('./product-filters');
    expect(SORT_OPTIONS).toEqual([...SORTS]);
  });
});
