import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('holding the shape of process.nextTick', () => {
  it('keeps every later nextTick on the held shape through the database opening and full collections', () => {
    // A process of its own, as the shop's: V8's natives tell whether two objects share their map.
    const script = [
      "import { createHook } from 'node:async_hooks';",
      `import { holdNextTickShape } from ${JSON.stringify(new URL('./next-tick-shape.ts', import.meta.url).pathname)};`,
      `import { createPglite } from ${JSON.stringify(new URL('../db/client.ts', import.meta.url).pathname)};`,
      "const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)');",
      // Weakly here: what keeps the object alive must be the module.
      'const ref = new WeakRef(holdNextTickShape());',
      // What churned the shape: PGlite loading pg_trgm, and full collections with no such object alive.
      'const db = await createPglite();',
      'await db.close();',
      'for (let i = 0; i < 5; i++) { globalThis.gc(); await new Promise((r) => setImmediate(r)); }',
      'const held = ref.deref();',
      'let later;',
      "const hook = createHook({ init(id, type, trigger, resource) { if (type === 'TickObject') later ??= resource; } }).enable();",
      'process.nextTick(() => {});',
      'hook.disable();',
      'console.log(JSON.stringify({ held: held !== undefined, sameMap: held !== undefined && sameMap(held, later), again: holdNextTickShape() === held }));',
    ].join('\n');
    const out = execFileSync(process.execPath, ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', cwd: import.meta.dirname });
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({ held: true, sameMap: true, again: true });
  });
});
