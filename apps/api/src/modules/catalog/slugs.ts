// Address words made from names: /products?category=roses, /product/red-rose-bouquet-12-stems.
// A word is never 24 hexadecimal characters, so the storefront can tell an old id address apart.

/** A name as an address word: lowercase, '&' as 'and', accents dropped, a hyphen between words; '' when nothing is left. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

const LOOKS_LIKE_AN_ID = /^[0-9a-f]{24}$/;

/**
 * The first free word for a new product: its name's, then with -2, -3… when another product has
 * it (a name of Devanagari alone leaves no word: 'product' then). `taken` answers whether one is in use.
 */
export async function freeSlug(name: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  const word = slugify(name) || 'product';
  const base = LOOKS_LIKE_AN_ID.test(word) ? `${word}-1` : word;
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}
