// Benchmark: the offline design studio (the `procedural` generator) drawing customers' prompts,
// description to finished 800 px WebP, one at a time on the main thread's pool. Each prompt is
// drawn RUNS times; median and 95th percentile per prompt, and over all. The studio's target is
// under 500 ms per design on one core.
import { createProceduralGenerator } from '@phoolwari/api/platform/image-generation/procedural';

const RUNS = 15;
const PROMPTS = [
  'A bouquet of 12 red roses with white gypsophila',
  'Yellow and orange genda phool garland for Diwali',
  'Rose varmala pair for our wedding, red and white',
  'Mogra gajra for my hair',
  'Basket of sunflowers and yellow gerberas',
  'Purple orchids in a glass vase',
  'Car decoration with pink roses and orchids',
  'Stage decoration with marigold and red roses for the sangeet',
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (v: number) => `${v.toFixed(0).padStart(5)} ms`;

const generator = createProceduralGenerator();
await generator.generate('warm-up: roses'); // loads resvg and sharp
const all: number[] = [];
console.log(`Offline design drawing, ${RUNS} runs per prompt\n`);
console.log(`${'median'.padStart(8)} ${'p95'.padStart(8)}  prompt`);
for (const prompt of PROMPTS) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await generator.generate(prompt);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(`${ms(percentile(times, 50))} ${ms(percentile(times, 95))}  ${prompt}`);
}
all.sort((a, b) => a - b);
console.log(`${ms(percentile(all, 50))} ${ms(percentile(all, 95))}  all prompts`);
