// The `procedural` generator: reads a customer's description for flowers, colours, a number and
// an arrangement, and draws that arrangement offline with the flower renderer. It needs no
// service and no key, so it is both the default and the fallback. The same words give the same
// picture: the normalised prompt seeds every random choice. Words are matched whole, in English
// and in the Hindi (and a few South Indian) names florists and customers use.
import { renderFlowerPicture, type ArtKind, type ArtSpec, type ColourName, type HeadKind, type PaletteName } from './flower-art';
import type { ImageGenerator } from './generator';

/** A flower as customers name it, and the head the renderer draws for it. */
const FLOWER_WORDS: ReadonlyArray<[words: string[], head: HeadKind]> = [
  [['rose', 'roses', 'gulab', 'gulaab'], 'rose'],
  [['rosebud', 'rosebuds'], 'rosebud'],
  [['marigold', 'marigolds', 'genda', 'gende', 'gendha', 'zendu'], 'marigold'],
  [['jasmine', 'jasmines', 'mogra', 'mogre', 'mogara', 'chameli', 'malli', 'mallige', 'jui'], 'jasmine'],
  [['tuberose', 'tuberoses', 'rajnigandha', 'nishigandha', 'sugandhraj'], 'tuberose'],
  [['lily', 'lilies', 'lilly', 'lillies'], 'lily'],
  [['orchid', 'orchids'], 'orchid'],
  [['lotus', 'lotuses', 'kamal', 'kamalam'], 'lotus'],
  [['carnation', 'carnations'], 'carnation'],
  // Chrysanthemums (sevanthi, guldaudi) are ruffled like carnations at this size.
  [['chrysanthemum', 'chrysanthemums', 'sevanthi', 'shevanti', 'guldaudi'], 'carnation'],
  [['sunflower', 'sunflowers', 'surajmukhi'], 'sunflower'],
  // A daisy is a small gerbera as far as a drawing goes.
  [['gerbera', 'gerberas', 'daisy', 'daisies'], 'gerbera'],
  [['tulip', 'tulips'], 'tulip'],
  [['hydrangea', 'hydrangeas'], 'hydrangea'],
  [['anthurium', 'anthuriums'], 'anthurium'],
];

const COLOUR_WORDS: ReadonlyArray<[words: string[], colour: ColourName]> = [
  [['red', 'lal', 'laal', 'scarlet'], 'red'],
  [['crimson', 'maroon', 'burgundy', 'wine'], 'crimson'],
  [['pink', 'gulabi'], 'pink'],
  [['blush', 'rosy'], 'blush'],
  [['magenta', 'fuchsia'], 'magenta'],
  [['white', 'safed', 'safeid', 'shwet', 'ivory'], 'white'],
  [['cream', 'beige'], 'cream'],
  [['yellow', 'peela', 'peeli', 'peele', 'pila', 'pili', 'haldi', 'golden', 'gold'], 'yellow'],
  [['lemon'], 'lemon'],
  [['orange', 'narangi', 'kesari', 'kesariya'], 'orange'],
  [['saffron', 'bhagwa'], 'saffron'],
  [['peach'], 'peach'],
  [['coral'], 'coral'],
  [['purple', 'violet', 'jamuni', 'baingani'], 'purple'],
  [['lavender', 'lilac', 'mauve'], 'lavender'],
  [['blue', 'neela', 'neeli', 'neele', 'nila'], 'blue'],
];

/** The colours customers picture when they name a flower and no colour. */
const USUAL_COLOURS: Record<HeadKind, ColourName[]> = {
  rose: ['red', 'crimson'],
  rosebud: ['red', 'pink'],
  marigold: ['orange', 'yellow'],
  jasmine: ['white'],
  tuberose: ['white'],
  lily: ['white', 'pink'],
  orchid: ['purple', 'lavender'],
  lotus: ['pink'],
  carnation: ['pink', 'red'],
  sunflower: ['yellow'],
  gerbera: ['orange', 'pink', 'yellow', 'red'],
  tulip: ['pink', 'red', 'yellow'],
  hydrangea: ['blue', 'lavender'],
  anthurium: ['red'],
};

/** Which backdrop a colour asks for. */
const PALETTE_OF: Record<ColourName, PaletteName> = {
  red: 'red',
  crimson: 'red',
  pink: 'pink',
  blush: 'pink',
  magenta: 'pink',
  white: 'white',
  cream: 'white',
  yellow: 'yellow',
  lemon: 'yellow',
  orange: 'orange',
  saffron: 'orange',
  peach: 'peach',
  coral: 'peach',
  purple: 'purple',
  lavender: 'purple',
  blue: 'blue',
};

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  single: 1,
  ek: 1,
  two: 2,
  pair: 2,
  three: 3,
  teen: 3,
  four: 4,
  five: 5,
  paanch: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  dozen: 12,
  twelve: 12,
  barah: 12,
  twenty: 20,
};

/**
 * Hindi in Devanagari, as the romanised word the lists above already know: a customer writes
 * 'पूजा के लिए पीले गेंदे और सफ़ेद मोगरे की माला' as readily as 'peele gende aur safed mogre ki mala',
 * and search reads both scripts the same way (catalog/search-terms.ts). Each word comes in the forms
 * a sentence bends it into (गेंदा, गेंदे, गेंदों; पीला, पीले, पीली).
 */
const DEVANAGARI_WORDS: ReadonlyArray<[forms: string[], known: string]> = [
  [['गुलाब', 'गुलाबों'], 'gulab'],
  [['गेंदा', 'गेंदे', 'गेंदों', 'गेंडा'], 'genda'],
  [['मोगरा', 'मोगरे', 'मोगरों'], 'mogra'],
  [['चमेली', 'जूही'], 'chameli'],
  [['मल्ली'], 'malli'],
  [['रजनीगंधा'], 'rajnigandha'],
  [['लिली'], 'lily'],
  [['ऑर्किड', 'आर्किड'], 'orchid'],
  [['कमल', 'कमलों'], 'kamal'],
  [['कार्नेशन'], 'carnation'],
  [['गुलदाउदी', 'सेवंती'], 'guldaudi'],
  [['सूरजमुखी'], 'surajmukhi'],
  [['जरबेरा'], 'gerbera'],
  [['ट्यूलिप'], 'tulip'],
  [['लाल'], 'lal'],
  [['मैरून'], 'maroon'],
  [['गुलाबी'], 'gulabi'],
  [['सफ़ेद', 'सफेद', 'श्वेत'], 'safed'],
  [['पीला', 'पीले', 'पीली', 'सुनहरा', 'सुनहरे', 'सुनहरी'], 'peela'],
  [['नारंगी', 'केसरिया', 'केसरी'], 'kesari'],
  [['भगवा'], 'bhagwa'],
  [['बैंगनी', 'जामुनी'], 'jamuni'],
  [['नीला', 'नीले', 'नीली'], 'neela'],
  [['एक'], 'ek'],
  [['दो'], 'two'],
  [['तीन'], 'teen'],
  [['चार'], 'four'],
  [['पाँच', 'पांच'], 'five'],
  [['छह', 'छः'], 'six'],
  [['सात'], 'seven'],
  [['आठ'], 'eight'],
  [['नौ'], 'nine'],
  [['दस'], 'ten'],
  [['बारह', 'दर्जन'], 'dozen'],
  [['बीस'], 'twenty'],
  [['माला', 'मालाएँ', 'मालाएं', 'हार'], 'mala'],
  [['वरमाला', 'जयमाला', 'जयमाल'], 'varmala'],
  [['गजरा', 'गजरे', 'वेणी'], 'gajra'],
  [['लड़ी', 'लड़ियाँ', 'लड़ियां'], 'ladi'],
  [['तोरण', 'तोरन', 'बंदनवार'], 'toran'],
  [['गाड़ी', 'कार', 'डोली'], 'car'],
  [['मंडप', 'स्टेज'], 'mandap'],
  [['गुलदस्ता', 'गुलदस्ते'], 'bouquet'],
  [['टोकरी'], 'tokri'],
  [['डिब्बा', 'बॉक्स'], 'box'],
  [['दिल'], 'dil'],
  [['थाली', 'आरती'], 'thali'],
  [['पंखुड़ियाँ', 'पंखुड़ियां', 'पंखुड़ी'], 'pankhudi'],
  [['उरली'], 'urli'],
  [['फूलदान', 'गुलदान'], 'guldan'],
  [['गुच्छा', 'गुच्छे'], 'bunch'],
  [['पूजा'], 'pooja'],
  [['शादी', 'विवाह'], 'shaadi'],
  [['हल्दी'], 'haldi'],
  [['मेहंदी'], 'mehndi'],
  [['त्योहार', 'दिवाली', 'दीवाली'], 'festival'],
  [['नवरात्रि'], 'navratri'],
  [['दोहरी', 'दोहरा'], 'double'],
  [['खुले', 'खुली'], 'loose'],
];

const has = (words: ReadonlySet<string>, ...candidates: string[]) => candidates.some((w) => words.has(w));

/** Lower case, accents off, one space between words: the form that seeds the picture. */
export function normalisePrompt(prompt: string): string {
  return prompt
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

// In the prompt's normal form: NFKD takes the nukta off a letter (ड़ is ड and ़), as it does in a prompt.
const KNOWN_OF_DEVANAGARI = new Map(DEVANAGARI_WORDS.flatMap(([forms, known]) => forms.map((form) => [normalisePrompt(form), known] as const)));

/** Devanagari digits as the numbers they are ('१२' is 12). */
const westernDigits = (token: string) => token.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));

/** What to draw for a description: arrangement, flowers, colours and (where it matters) how many. */
export function readPrompt(prompt: string): ArtSpec {
  const normalised = normalisePrompt(prompt);
  const tokens = normalised
    .split(' ')
    .filter(Boolean)
    .map((token) => KNOWN_OF_DEVANAGARI.get(token) ?? westernDigits(token));
  const words = new Set(tokens);

  const flowers: HeadKind[] = [];
  let counted: number | undefined;
  tokens.forEach((token, i) => {
    const head = FLOWER_WORDS.find(([names]) => names.includes(token))?.[1];
    if (!head) return;
    if (!flowers.includes(head)) flowers.push(head);
    // '12 red roses', 'a dozen lilies': a number just before a flower counts it.
    for (const before of tokens.slice(Math.max(0, i - 3), i).reverse()) {
      const value = /^\d{1,3}$/.test(before) ? Number(before) : NUMBER_WORDS[before];
      if (value !== undefined) {
        counted ??= value;
        break;
      }
    }
  });
  // Colours said of a flower ('red and white roses') win over colours of anything else ('white
  // gypsophila'); with none said of a flower, every colour named counts ('a garland in red and gold').
  const named: Array<{ colour: ColourName; ofFlower: boolean }> = [];
  tokens.forEach((token, i) => {
    const colour = COLOUR_WORDS.find(([names]) => names.includes(token))?.[1];
    if (!colour || named.some((c) => c.colour === colour)) return;
    named.push({ colour, ofFlower: tokens.slice(i + 1, i + 5).some((next) => FLOWER_WORDS.some(([names]) => names.includes(next))) });
  });
  const colours = (named.some((c) => c.ofFlower) ? named.filter((c) => c.ofFlower) : named).map((c) => c.colour);

  const kind = arrangementOf(words, flowers);
  const main = flowers[0];
  const spec: ArtSpec = { kind, palette: 'mixed', seed: normalised };

  // Flowers: one kind, or a mix of the named ones; a garland of roses is drawn as a rose garland.
  if (flowers.length === 1 && main) spec.flower = main;
  else if (flowers.length > 1) {
    spec.flower = 'mixed';
    spec.mix = flowers;
  }
  if (kind === 'marigold-garland') spec.flower = flowers.includes('rose') ? 'rose' : 'marigold';
  if (kind === 'stage' || kind === 'car') spec.flower = flowers.find((f) => f !== 'marigold') ?? main ?? (kind === 'stage' ? 'marigold' : 'rose');

  // Colours: as asked; else what the flowers usually are.
  const asked = has(words, 'pastel') ? (['blush', 'peach', 'lavender', 'cream'] as ColourName[]) : colours;
  const shown = asked.length ? asked : flowers.flatMap((f) => USUAL_COLOURS[f]);
  if (shown.length) spec.colours = shown;
  const families = [...new Set(shown.map((c) => PALETTE_OF[c]))];
  if (has(words, 'pastel')) spec.palette = 'pastel';
  else if (
    has(words, 'festive', 'festival', 'diwali', 'navratri', 'pooja', 'puja', 'wedding', 'shaadi', 'haldi', 'mehndi') &&
    (flowers.length === 0 || flowers.includes('marigold'))
  )
    spec.palette = 'festive';
  else if (families.length === 1 && families[0]) spec.palette = families[0];

  const count = countFor(kind, counted, words);
  if (count !== undefined) spec.count = count;
  return spec;
}

function arrangementOf(words: ReadonlySet<string>, flowers: readonly HeadKind[]): ArtKind {
  const main = flowers[0];
  if (has(words, 'varmala', 'varmalas', 'jaimala', 'jaymala', 'jaimaala', 'varmaala')) return 'varmala';
  if (has(words, 'car', 'cars', 'vehicle', 'doli')) return 'car';
  if (has(words, 'stage', 'mandap', 'mandapam', 'backdrop', 'arch', 'pandal')) return 'stage';
  if (has(words, 'toran', 'torans', 'door', 'doorway', 'entrance')) return 'toran';
  if (has(words, 'gajra', 'gajras', 'veni', 'hair', 'bun')) return 'gajra';
  if (has(words, 'ladi', 'ladis', 'lari', 'strands', 'strings')) return 'garland-strands';
  if (has(words, 'garland', 'garlands', 'mala', 'malai', 'haar', 'haram')) {
    // A garland hangs in a loop: genda as a marigold string, jasmine as a white rope, the rest woven thick.
    if (main === 'jasmine' || main === 'tuberose') return 'gajra';
    if (main && main !== 'marigold') return 'varmala';
    return 'marigold-garland';
  }
  if (has(words, 'basket', 'baskets', 'tokri', 'hamper')) return 'basket';
  if (has(words, 'box', 'boxes', 'hatbox')) return 'rose-box';
  if (has(words, 'heart', 'hearts', 'dil')) return 'rose-heart';
  if (has(words, 'thali', 'aarti', 'arti')) return 'pooja-thali';
  if (has(words, 'petals', 'petal', 'pankhudi', 'pankhuri')) return 'loose-petals';
  if (has(words, 'urli', 'pond', 'bowl', 'floating')) return 'lotus-pond';
  if (has(words, 'pot', 'plant', 'potted') && main === 'orchid') return 'orchid-pot';
  if (has(words, 'vase', 'vases', 'jar', 'glass', 'pot', 'guldan')) return 'vase';
  if (has(words, 'bunch', 'stems', 'bundle', 'sheaf')) return 'bunch';
  if (has(words, 'loose', 'kg', 'kilo')) return 'loose-flowers';
  // 'For a puja' names the occasion, not the vessel: only without one is it drawn as a pooja thali.
  if (has(words, 'pooja', 'puja')) return 'pooja-thali';
  return 'bouquet';
}

/** How many of something a kind can show; undefined lets the renderer choose. */
function countFor(kind: ArtKind, counted: number | undefined, words: ReadonlySet<string>): number | undefined {
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  switch (kind) {
    case 'bouquet':
    case 'basket':
      return counted === undefined ? undefined : clamp(counted, 3, 30);
    case 'vase':
    case 'bunch':
      return counted === undefined ? undefined : clamp(counted, 1, 15);
    case 'orchid-pot':
      return counted === undefined ? undefined : clamp(counted, 1, 2);
    case 'varmala':
      // A varmala is exchanged as a pair; 'one', 'single' or a plain garland asks for one.
      return counted === 1 || has(words, 'single') || !has(words, 'varmala', 'varmalas', 'jaimala', 'jaymala', 'jaimaala', 'varmaala') ? 1 : 2;
    case 'marigold-garland':
      return has(words, 'double', 'layered', 'two') ? 2 : 1;
    case 'gajra':
      return has(words, 'garland', 'garlands', 'mala', 'haar', 'string') ? 1 : undefined;
    default:
      return undefined;
  }
}

export function createProceduralGenerator(): ImageGenerator {
  return {
    name: 'procedural',
    generate: async (prompt) => ({ bytes: await renderFlowerPicture(readPrompt(prompt)) }),
  };
}
