// The offline designer: what it reads in a description, and that its pictures are real images,
// the same for the same words and different for different ones.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildFlowerSvg } from './flower-art';
import { createProceduralGenerator, readPrompt } from './procedural';

describe('reading a description', () => {
  it.each([
    ['A bouquet of 12 red roses with white gypsophila', { kind: 'bouquet', flower: 'rose', colours: ['red'], count: 12 }],
    ['Peeli genda mala for the temple', { kind: 'marigold-garland', flower: 'marigold', colours: ['yellow'], palette: 'yellow' }],
    ['Rose varmala pair for our wedding, red and white', { kind: 'varmala', flower: 'rose', colours: ['red', 'white'], count: 2 }],
    ['A garland of lal gulab', { kind: 'varmala', flower: 'rose', colours: ['red'], count: 1 }],
    ['Mogra gajra for my hair', { kind: 'gajra', flower: 'jasmine', colours: ['white'] }],
    ['Rajnigandha garland', { kind: 'gajra', flower: 'tuberose', count: 1 }],
    ['Car decoration with pink roses and orchids', { kind: 'car', flower: 'rose', colours: ['pink'] }],
    ['Stage decoration with marigold and roses for the sangeet', { kind: 'stage', flower: 'rose' }],
    ['Basket of sunflowers and yellow gerberas', { kind: 'basket', flower: 'mixed', mix: ['sunflower', 'gerbera'] }],
    ['Purple orchids in a glass vase', { kind: 'vase', flower: 'orchid', palette: 'purple' }],
    ['Pink lotus and white lily arrangement in a brass vase for a puja', { kind: 'vase', flower: 'mixed', mix: ['lotus', 'lily'], colours: ['pink', 'white'] }],
    ['Marigolds and roses for the puja', { kind: 'pooja-thali' }],
    ['Sevanthi and daisies, pastel', { kind: 'bouquet', palette: 'pastel', mix: ['carnation', 'gerbera'] }],
    ['Something lovely for my mother', { kind: 'bouquet', palette: 'mixed' }],
    // Hindi in Devanagari and in English letters reads as the English does.
    ['पूजा के लिए पीले गेंदे और सफ़ेद मोगरे की लंबी माला', { kind: 'marigold-garland', flower: 'marigold', colours: ['yellow', 'white'], palette: 'festive' }],
    [
      'pooja ke liye peele gende aur safed mogre ki lambi mala',
      { kind: 'marigold-garland', flower: 'marigold', colours: ['yellow', 'white'], palette: 'festive' },
    ],
    [
      'Long garland of yellow marigolds and white jasmine for pooja',
      { kind: 'marigold-garland', flower: 'marigold', colours: ['yellow', 'white'], palette: 'festive' },
    ],
    ['१२ लाल गुलाबों का गुलदस्ता', { kind: 'bouquet', flower: 'rose', colours: ['red'], count: 12 }],
    ['बारह गुलाबी गुलाब एक टोकरी में', { kind: 'basket', flower: 'rose', colours: ['pink'], count: 12 }],
    ['शादी की गाड़ी की सजावट, लाल गुलाब और रजनीगंधा', { kind: 'car', flower: 'rose', colours: ['red'] }],
    ['दोहरी गेंदे की माला', { kind: 'marigold-garland', flower: 'marigold', count: 2 }],
    ['जयमाला की जोड़ी, गुलाब की', { kind: 'varmala', flower: 'rose', count: 2 }],
  ])('%s', (prompt, expected) => {
    expect(readPrompt(prompt)).toMatchObject(expected);
  });

  it('seeds the picture with the normalised words, so spacing and case do not matter', () => {
    expect(readPrompt('  Red ROSES,  in a Vase ').seed).toBe(readPrompt('red roses in a vase').seed);
  });

  it('never writes text into the picture', () => {
    for (const prompt of ['Roses with a card saying Happy Birthday', 'genda toran', 'stage arch'])
      expect(buildFlowerSvg(readPrompt(prompt))).not.toContain('<text');
  });
});

describe('drawing', () => {
  const generator = createProceduralGenerator();
  const prompts = [
    'A bouquet of 12 red roses',
    'Orange marigold garland',
    'Varmala of white roses',
    'Pink orchids in a basket',
    'Car decoration with red roses',
    'Stage backdrop of marigolds',
  ];

  it('draws an 800 × 800 image for every arrangement, each different', async () => {
    const drawn = await Promise.all(prompts.map((p) => generator.generate(p)));
    for (const { bytes } of drawn) {
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 800 });
    }
    const distinct = new Set(drawn.map(({ bytes }) => bytes.toString('base64')));
    expect(distinct.size).toBe(prompts.length);
  });

  it('draws the same bytes for the same words, and others for a small change', async () => {
    const [a, b, c] = await Promise.all(['Pink roses bouquet', 'Pink roses bouquet', 'Pink roses bouquet for Amma'].map((p) => generator.generate(p)));
    expect(a?.bytes.equals(b?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(a?.bytes.equals(c?.bytes ?? Buffer.alloc(0))).toBe(false);
  });
});
