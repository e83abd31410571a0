// What a customer types into search, as words the catalogue can match: lower case, split on
// anything that is not a letter, vowel sign or digit (so Devanagari words keep their matras), and
// each word with the other names florists and customers in India use for the same flower or piece
// (genda is a marigold, mogra a jasmine).

/**
 * Each group is one thing under its names; a word of a group also finds the others. A name is one
 * word in its spellings: in English letters as customers type it, and in Devanagari with the forms a
 * sentence bends it into (गेंदे की माला, गुलाबों का गुलदस्ता). Products written in Hindi are found by
 * their English names and the other way round; the spellings of one word rank alike (repo.ts, listProducts).
 */
const SAME_THING: readonly (readonly (readonly string[])[])[] = [
  [['marigold'], ['genda', 'gainda', 'गेंदा', 'गेंदे', 'गेंदों', 'गेंडा'], ['zendu'], ['chendu']],
  [['rose'], ['gulab', 'गुलाब', 'गुलाबों'], ['roja']],
  [
    ['jasmine', 'jasmin'],
    ['mogra', 'mogara', 'मोगरा', 'मोगरे'],
    ['chameli', 'चमेली'],
    ['malli', 'mallige', 'मल्ली'],
  ],
  [['tuberose'], ['rajnigandha', 'रजनीगंधा'], ['nishigandha'], ['sugandharaja']],
  [['lotus'], ['kamal', 'kamalam', 'कमल'], ['padma']],
  [['chrysanthemum'], ['sevanthi', 'shevanti', 'सेवंती'], ['guldaudi', 'गुलदाउदी']],
  [['hibiscus'], ['gudhal', 'गुड़हल'], ['jaswand'], ['mandaram']],
  [['orchid', 'orchids', 'ऑर्किड']],
  [['lily', 'lilies', 'लिली'], ['kumudini']],
  [['sunflower'], ['surajmukhi', 'सूरजमुखी']],
  [['garland'], ['mala', 'maala', 'माला', 'मालाएँ', 'मालाएं'], ['haar', 'हार']],
  [['varmala', 'वरमाला'], ['jaimala', 'jaymala', 'जयमाला', 'जयमाल'], ['wedding garland']],
  [['gajra', 'गजरा', 'गजरे'], ['veni', 'वेणी'], ['hair flowers']],
  [['toran', 'तोरण', 'तोरन'], ['door hanging'], ['bandhanwar', 'बंदनवार', 'बंधनवार']],
  [
    ['flower', 'flowers'],
    ['phool', 'फूल', 'फूलों'],
    ['pushp', 'पुष्प'],
  ],
  [['pooja', 'puja', 'पूजा'], ['pooja thali']],
  [['bouquet'], ['guldasta', 'गुलदस्ता', 'गुलदस्ते']],
  [['basket'], ['tokri', 'टोकरी']],
  [['wedding'], ['shaadi', 'shadi', 'शादी'], ['vivah', 'विवाह']],
  [['birthday'], ['janamdin', 'जन्मदिन']],
];

// Devanagari has two spellings of a letter with a nukta (ड़ as one code point or ड + ़): queries and
// names are compared in NFC, the form the admin's Hindi is saved in.
const GROUP_OF = new Map<string, readonly string[]>();
const SPELLINGS_OF = new Map<string, readonly string[]>();
for (const group of SAME_THING) {
  const words = group.map((spellings) => spellings.map((name) => name.normalize('NFC')));
  const names = words.flat();
  for (const spellings of words) {
    for (const name of spellings) {
      GROUP_OF.set(name, names);
      SPELLINGS_OF.set(name, spellings);
    }
  }
}

/**
 * Whether a word must match a whole word rather than as the start of one. Devanagari names of known
 * things do: their prefixes are often other words (गुलाबी is pink, not a rose), and the group lists
 * the forms that matter. So does a number: '12 red roses' means twelve, not 120 or 1200, and a
 * number's prefix matches thousands of words in a large catalogue, which made such searches slow.
 */
export function matchesWholeWord(name: string): boolean {
  return /^\p{N}+$/u.test(name) || (GROUP_OF.has(name) && /\p{Script=Devanagari}/u.test(name));
}

/** At most this many words of a query count: a pasted paragraph must not become a huge query. */
export const MAX_SEARCH_WORDS = 6;

/** The words of a query, each with the names it also stands for (itself first). */
export function searchTerms(query: string): string[][] {
  const words = query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0);
  const unique = [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
  return unique.map((word) => [word, ...(GROUP_OF.get(word) ?? []).filter((name) => name !== word)]);
}

/**
 * A typed word in all its spellings (itself first): 'genda' and 'गेंदा' are one word to rank by, so
 * the same products come first whichever letters a customer types it in. Not its other names:
 * 'marigold' is another word for the flower, ranked below a name with the word typed.
 */
export function spellingsOf(word: string): string[] {
  return [word, ...(SPELLINGS_OF.get(word) ?? []).filter((name) => name !== word)];
}
