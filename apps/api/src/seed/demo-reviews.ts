// Demo reviews for the seeded catalogue, so each product's rating and reviews count are computed
// from real rows like any review a customer writes. Deterministic: the same product always gets
// the same reviewers, stars and words (only their dates follow the day the shop was seeded).
// Seeded reviews have no user or order, so the shop never shows them as verified purchases.
import { newId } from '../db/ids';
import type { reviews } from '../db/schema';

type ReviewInsert = typeof reviews.$inferInsert;

const FIRST_NAMES = [
  'Aarti',
  'Abhishek',
  'Aditi',
  'Ananya',
  'Anil',
  'Arjun',
  'Deepa',
  'Divya',
  'Farhan',
  'Gayatri',
  'Harpreet',
  'Ishaan',
  'Jaya',
  'Karan',
  'Kavya',
  'Lakshmi',
  'Manish',
  'Meera',
  'Neha',
  'Nikhil',
  'Pooja',
  'Pradeep',
  'Priya',
  'Rahul',
  'Rekha',
  'Rohan',
  'Sanjay',
  'Shreya',
  'Sneha',
  'Sunil',
  'Tanvi',
  'Uma',
  'Varun',
  'Vidya',
  'Vikram',
  'Zoya',
];
const LAST_INITIALS = 'ABCDGIJKMNPRSTVY';

/**
 * A review's words are a first impression and a detail, picked together for each star level, so a
 * product with forty reviews still reads like forty people: no two reviews of a product say the
 * same thing. About one in four reviewers leaves stars without words, as customers do.
 */
const OPENINGS: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    'Absolutely fresh and even prettier than the photo.',
    'My mother was so happy with it.',
    'Beautifully packed, and the fragrance filled the whole room.',
    'Ordered at the last minute for an anniversary.',
    'Exactly as shown on the site.',
    'Sent this to my sister in another city.',
    'Third order from this shop and never disappointed.',
    'Perfect for our Saturday pooja.',
    'Bought it for a colleague who was leaving.',
    'Great value for the price.',
  ],
  4: [
    'Very nice and fresh overall.',
    'Good quality flowers.',
    'Looked lovely on the table.',
    'Fresh and fragrant.',
    'Nice arrangement for a birthday.',
    'Happy with it on the whole.',
  ],
  3: ['Decent, but not quite what I pictured.', 'Okay overall.', 'The flowers themselves were fine.', 'Mixed feelings about this one.'],
};
const DETAILS: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    'Delivered right on time, with a smile.',
    'The flowers lasted almost a week in water.',
    'Everyone asked where I got it.',
    'The rider called before coming, which helped.',
    'Will surely order again for Diwali.',
    'The card message was printed neatly.',
    'Not a single wilted petal.',
    'It arrived within three hours of ordering.',
  ],
  4: [
    'The wrapping could have been a little neater.',
    'It came about twenty minutes after the slot, but still fine.',
    'Slightly smaller than I expected from the photo.',
    'Would have liked a longer message card.',
    'A few outer petals were bruised.',
    'The ribbon colour was different from the picture.',
  ],
  3: [
    'A couple of flowers wilted by the second day.',
    'Delivery was late and I had to call twice.',
    'The packaging was plain for the price.',
    'Some stems were shorter than shown.',
  ],
};
const WORDLESS_SHARE = 0.25;

/** A small seeded random generator (mulberry32): the same seed gives the same sequence. */
function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * `count` star ratings averaging as close to `average` as whole stars allow without going above it
 * (a demo shop should not flatter itself): mostly fives and fours,
 * with some pairs of fours spread to a three and a five (same sum) so the page looks lived in.
 */
export function starsAround(average: number, count: number, random: () => number): number[] {
  const total = Math.min(5 * count, Math.max(count, Math.floor(average * count + 1e-9)));
  const stars = new Array<number>(count).fill(5);
  // Take points off one at a time from the currently highest, so the stars stay close together.
  for (let missing = 5 * count - total; missing > 0; missing--) {
    const highest = stars.indexOf(Math.max(...stars));
    stars[highest] = (stars[highest] ?? 5) - 1;
  }
  const fours = stars.flatMap((s, i) => (s === 4 ? [i] : []));
  for (let k = 0; k + 1 < fours.length; k += 2) {
    if (random() < 0.3) {
      stars[fours[k]!] = 3;
      stars[fours[k + 1]!] = 5;
    }
  }
  // Shuffle, so the newest review is not always the lowest.
  for (let i = stars.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [stars[i], stars[j]] = [stars[j]!, stars[i]!];
  }
  return stars;
}

/** The demo reviews of one product, dated between the product's arrival and `now`. */
export function demoReviewsFor(product: { id: string; slug: string; rating: number; reviews: number; createdAt: Date }, now: number): ReviewInsert[] {
  const random = randomFrom(hashText(product.slug));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const span = Math.max(60_000, now - product.createdAt.getTime() - 3_600_000);
  // Within a product nobody reviews twice and no words repeat; once a star level's pairs run out,
  // the rest of its reviewers leave stars alone.
  const names = new Set<string>();
  const said = new Set<string>();
  const nameOf = () => {
    for (let tries = 0; tries < 50; tries++) {
      const name = `${pick(FIRST_NAMES)} ${pick([...LAST_INITIALS])}.`;
      if (names.has(name)) continue;
      names.add(name);
      return name;
    }
    return `${pick(FIRST_NAMES)} ${pick([...LAST_INITIALS])}.`;
  };
  const wordsFor = (stars: 3 | 4 | 5) => {
    if (random() < WORDLESS_SHARE) return '';
    for (let tries = 0; tries < 30; tries++) {
      const words = `${pick(OPENINGS[stars])} ${pick(DETAILS[stars])}`;
      if (said.has(words)) continue;
      said.add(words);
      return words;
    }
    return '';
  };
  return starsAround(product.rating, product.reviews, random).map((rating) => {
    const createdAt = new Date(product.createdAt.getTime() + Math.floor(random() * span));
    return {
      id: newId(createdAt.getTime()),
      productId: product.id,
      userId: null,
      orderId: null,
      authorName: nameOf(),
      rating,
      comment: wordsFor(Math.max(3, rating) as 3 | 4 | 5),
      createdAt,
    };
  });
}
