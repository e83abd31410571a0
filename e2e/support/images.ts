// Real photo files for upload journeys, made with sharp (no fixtures checked in).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export async function makeJpegs(count: number): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'phoolwari-photos-'));
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `photo-${i + 1}.jpg`);
    const colour = i % 2 === 0 ? { r: 219, g: 39, b: 119 } : { r: 250, g: 180, b: 40 };
    const petals = Array.from({ length: 8 }, (_, k) => {
      const a = (k / 8) * Math.PI * 2;
      return `<circle cx="${600 + Math.cos(a) * 170}" cy="${400 + Math.sin(a) * 170}" r="120" fill="rgb(${colour.r},${colour.g},${colour.b})"/>`;
    }).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#f5efe6"/>${petals}<circle cx="600" cy="400" r="90" fill="#facc15"/></svg>`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
    files.push(file);
  }
  return files;
}
