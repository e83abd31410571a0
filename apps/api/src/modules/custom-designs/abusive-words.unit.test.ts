import { describe, expect, it } from 'vitest';
import { containsAbusiveWords } from './abusive-words';

describe('abusive words', () => {
  it.each(['red roses you BITCH', 'chutiya garland', 'Madarchod', 'गुलाब चूतिया', 'f.u.c.k? no: fuck!'])('refuses %s', (prompt) => {
    expect(containsAbusiveWords(prompt)).toBe(true);
  });
  it.each(['A bouquet for Scunthorpe', 'cocktail party roses', 'Shitake? no, marigolds', 'लाल गुलाब का गुलदस्ता', 'Assam tea roses'])('accepts %s', (prompt) => {
    expect(containsAbusiveWords(prompt)).toBe(false);
  });
});
