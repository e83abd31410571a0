import { describe, expect, it } from 'vitest';
import type { Category, Product } from './catalog';
import { localized } from './storefront-values';

const product = {
  _id: 'a'.repeat(24),
  name: 'Marigold Garland',
  description: 'Fresh orange marigolds',
  features: ['5 ft long'],
  tags: ['marigold', 'pooja'],
  category: { _id: 'b'.repeat(24), slug: 'garlands', name: 'Garlands', hi: { name: 'मालाएं' } },
  hi: { name: 'गेंदे की माला', tags: ['गेंदा', 'पूजा'] },
} as const satisfies Partial<Product>;

describe('localized', () => {
  it('reads each field in Hindi where it is written and in English where it is not', () => {
    const read = localized(product, 'hi');
    expect(read).toMatchObject({
      name: 'गेंदे की माला',
      description: 'Fresh orange marigolds',
      features: ['5 ft long'],
      tags: ['गेंदा', 'पूजा'],
      category: { _id: 'b'.repeat(24), name: 'मालाएं' },
    });
    // The English is kept beside, for a page that shows both.
    expect(read.hi).toEqual(product.hi);
  });

  it('leaves English as it is, and a product without Hindi in English', () => {
    expect(localized(product, 'en')).toBe(product);
    const english = { ...product, hi: undefined, category: { _id: 'b'.repeat(24), name: 'Garlands' } };
    expect(localized(english, 'hi')).toEqual(english);
  });

  it('reads a category the same way, without fields it does not have', () => {
    const category: Pick<Category, 'name' | 'description' | 'hi'> = { name: 'Roses', description: 'Fresh roses', hi: { description: 'ताज़े गुलाब' } };
    expect(localized(category, 'hi')).toEqual({ name: 'Roses', description: 'ताज़े गुलाब', hi: { description: 'ताज़े गुलाब' } });
  });

  it('reads a promo code’s description in Hindi where it is written, without giving it a name', () => {
    const promo = { code: 'PHOOL10', description: '10% off orders above ₹499 (up to ₹200)', hi: { description: '₹499 से ज़्यादा के ऑर्डर पर 10% छूट (₹200 तक)' } };
    expect(localized(promo, 'hi')).toEqual({ ...promo, description: '₹499 से ज़्यादा के ऑर्डर पर 10% छूट (₹200 तक)' });
    expect(localized(promo, 'en')).toBe(promo);
    const english = { code: 'FIRSTBLOOM', description: '₹100 off your first order' };
    expect(localized(english, 'hi')).toEqual(english);
    expect(localized(english, 'hi')).not.toHaveProperty('name');
  });
});
