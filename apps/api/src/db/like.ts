// Search helpers shared by the repositories that filter on free text.

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
