// @vitest-environment node
// The switch's Hindi name is drawn on English pages with a font of just its letters
// (language-name-font.ts): the file in the build must be the one made from today's name.
import { readFileSync } from 'node:fs';
import { LANGUAGE_NAME_FONT, makeLanguageNameFont } from '../../language-name-font';

describe('the Hindi name’s font on English pages', () => {
  it('is made from the current name of Hindi, and is a few KB rather than the whole font', async () => {
    const committed = readFileSync(LANGUAGE_NAME_FONT);
    expect(committed.equals(await makeLanguageNameFont()), 'the name changed: run npx tsx apps/web/language-name-font.ts').toBe(true);
    expect(committed.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(committed.length).toBeLessThan(4_000);
  });
});
