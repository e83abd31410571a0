// What a customer types into search, as words the catalogue can match: lower case, split on
// anything that is not a letter, vowel sign or digit (so Devanagari words keep their matras), and
// each word with the other names florists and customers in India use for the same flower or piece
// (genda is a marigold, mogra a jasmine).

/** Each group is one thing under its names; a word of a group also finds the others. */
const SAME_THING: readonly (readonly string[])[] = [
  ['marigold', 'genda', 'gainda', 'zendu', 'chendu'],
  ['rose', 'gulab', 'roja'],
  ['jasmine', 'mogra', 'mogara', 'chameli', 'malli', 'mallige', 'jasmin'],
  ['tuberose', 'rajnigandha', 'nishigandha', 'sugandharaja'],
  ['lotus', 'kamal', 'kamalam', 'padma'],
  ['chrysanthemum', 'sevanthi', 'shevanti', 'guldaudi'],
  ['hibiscus', 'gudhal', 'jaswand', 'mandaram'],
  ['orchid', 'orchids'],
  ['lily', 'lilies', 'kumudini'],
  ['sunflower', 'surajmukhi'],
  ['garland', 'mala', 'haar', 'maala'],
  ['varmala', 'jaimala', 'jaymala', 'wedding garland'],
  ['gajra', 'veni', 'hair flowers'],
  ['toran', 'door hanging', 'bandhanwar'],
  ['flower', 'flowers', 'phool', 'pushp'],
  ['pooja', 'puja', 'pooja thali'],
];

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of SAME_THING) for (const name of group) GROUP_OF.set(name, group);

/** At most this many words of a query count: a pasted paragraph must not become a huge query. */
export const MAX_SEARCH_WORDS = 6;

/** The words of a query, each with the names it also stands for (itself first). */
export function searchTerms(query: string): string[][] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0);
  const unique = [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
  return unique.map((word) => [word, ...(GROUP_OF.get(word) ?? []).filter((name) => name !== word)]);
}
