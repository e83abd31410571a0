// The search history's rules: 5 distinct non-blank terms, newest first, kept across reloads.
import { describe, expect, it } from 'vitest';
import { addSearchTerm, clearSearchHistory, readSearchHistory, SEARCH_HISTORY_KEY } from './search-history';

describe('search history', () => {
  it('keeps the last 5 distinct terms, newest first', () => {
    for (const t of ['rose', 'lily', 'marigold', 'jasmine', 'orchid', 'tulip']) addSearchTerm(t);
    expect(readSearchHistory()).toEqual(['tulip', 'orchid', 'jasmine', 'marigold', 'lily']);
  });

  it('ignores blank terms and trims the others', () => {
    addSearchTerm('  rose  ');
    addSearchTerm('   ');
    addSearchTerm('');
    expect(readSearchHistory()).toEqual(['rose']);
  });

  it('moves a repeated term to the front instead of adding it twice, whatever its case', () => {
    addSearchTerm('rose');
    addSearchTerm('lily');
    addSearchTerm('Rose');
    expect(readSearchHistory()).toEqual(['Rose', 'lily']);
  });

  it('is kept in localStorage and can be cleared', () => {
    addSearchTerm('garland');
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['garland']);
    clearSearchHistory();
    expect(readSearchHistory()).toEqual([]);
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, '{not json');
    expect(readSearchHistory()).toEqual([]);
    expect(addSearchTerm('rose')).toEqual(['rose']);
  });
});
