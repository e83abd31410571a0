// The header search's history: the last few distinct, non-blank terms, newest first, kept in
// localStorage so suggestions survive a reload (spec §5 and §9: 5 entries, blanks and duplicates ignored).
export const SEARCH_HISTORY_KEY = 'searchHistory';
export const SEARCH_HISTORY_LIMIT = 5;

export function readSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((t): t is string => typeof t === 'string' && t.trim() !== '').slice(0, SEARCH_HISTORY_LIMIT);
  } catch {
    // A hand-edited or corrupt entry must not break the header.
    return [];
  }
}

/** Puts the term first; a repeat (ignoring case and outer spaces) moves to the front instead of doubling. */
export function addSearchTerm(term: string): string[] {
  const clean = term.trim();
  const current = readSearchHistory();
  if (!clean) return current;
  const next = [clean, ...current.filter((t) => t.toLowerCase() !== clean.toLowerCase())].slice(0, SEARCH_HISTORY_LIMIT);
  writeHistory(next);
  return next;
}

export function clearSearchHistory(): void {
  try {
    localStorage.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // Storage may be unavailable (private mode); there is nothing to clear then.
  }
}

function writeHistory(list: string[]): void {
  try {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
  } catch {
    // Full or blocked storage: the search itself still works, only the suggestion is lost.
  }
}
