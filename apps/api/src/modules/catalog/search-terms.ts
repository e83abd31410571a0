// What a customer types into search, as words the catalogue can match: lower case, split on
// anything that is not a letter, vowel sign or digit (so Devanagari words keep their matras), and
// each word with the other names florists and customers in India use for the same flower or piece
// (genda is a marigold, mogra a jasmine).

/**
 * Each group is one thing under its names; a word of a group also finds the others. Hindi names
 * come in Devanagari too, with the forms a sentence bends them into (गेंदे की माला, गुलाबों का
 * गुलदस्ता): products written in Hindi are found by their English names and the other way round.
 */
const SAME_THING: readonly (readonly string[])[] = [
  ['marigold', 'genda', 'gainda', 'zendu', 'chendu', 'गेंदा', 'गेंदे', 'गेंदों', 'गेंडा'],
  ['rose', 'gulab', 'roja', 'गुलाब', 'गुलाबों'],
  ['jasmine', 'mogra', 'mogara', 'chameli', 'malli', 'mallige', 'jasmin', 'मोगरा', 'मोगरे', 'चमेली', 'मल्ली'],
  ['tuberose', 'rajnigandha', 'nishigandha', 'sugandharaja', 'रजनीगंधा'],
  ['lotus', 'kamal', 'kamalam', 'padma', 'कमल'],
  ['chrysanthemum', 'sevanthi', 'shevanti', 'guldaudi', 'गुलदाउदी', 'सेवंती'],
  ['hibiscus', 'gudhal', 'jaswand', 'mandaram', 'गुड़हल'],
  ['orchid', 'orchids', 'ऑर्किड'],
  ['lily', 'lilies', 'kumudini', 'लिली'],
  ['sunflower', 'surajmukhi', 'सूरजमुखी'],
  ['garland', 'mala', 'haar', 'maala', 'माला', 'मालाएँ', 'मालाएं', 'हार'],
  ['varmala', 'jaimala', 'jaymala', 'wedding garland', 'वरमाला', 'जयमाला', 'जयमाल'],
  ['gajra', 'veni', 'hair flowers', 'गजरा', 'गजरे', 'वेणी'],
  ['toran', 'door hanging', 'bandhanwar', 'तोरण', 'तोरन', 'बंदनवार', 'बंधनवार'],
  ['flower', 'flowers', 'phool', 'pushp', 'फूल', 'फूलों', 'पुष्प'],
  ['pooja', 'puja', 'pooja thali', 'पूजा'],
  ['bouquet', 'guldasta', 'गुलदस्ता', 'गुलदस्ते'],
  ['basket', 'tokri', 'टोकरी'],
  ['wedding', 'shaadi', 'shadi', 'vivah', 'शादी', 'विवाह'],
  ['birthday', 'janamdin', 'जन्मदिन'],
];

// Devanagari has two spellings of a letter with a nukta (ड़ as one code point or ड + ़): queries and
// names are compared in NFC, the form the admin's Hindi is saved in.
const GROUP_OF = new Map<string, readonly string[]>();
for (const group of SAME_THING.map((g) => g.map((name) => name.normalize('NFC')))) for (const name of group) GROUP_OF.set(name, group);

/**
 * Whether a name of a known thing must match a whole word. Devanagari names do: their prefixes are
 * often other words (गुलाबी is pink, not a rose), and the group lists the forms that matter.
 */
export function matchesWholeWord(name: string): boolean {
  return GROUP_OF.has(name) && /\p{Script=Devanagari}/u.test(name);
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
