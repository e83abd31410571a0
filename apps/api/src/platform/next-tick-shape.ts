// Keeps process.nextTick on its fast path for the life of the process.
//
// Each process.nextTick makes a small object ({ asyncId, triggerAsyncId, callback, args }); V8
// builds it through a chain of hidden classes ("maps") and remembers that chain at the call site.
// Seen in the shop: once PGlite has opened the database and loaded its pg_trgm extension, that call
// site is megamorphic (V8's own printout of nextTick's feedback; without the extension it stays
// monomorphic), and every such object has its properties defined through V8's runtime. Measured
// on a cached catalogue answer (7 nextTicks each), with a bare node:http handler in the same
// process: about 6 µs of 26 per request, a quarter of the throughput; the profile shows it as
// nextTick's own time (12 % against 1 %). Maps nothing uses are collected, and loading the
// extension runs full collections while no such object is alive: the chain is built anew, and
// after four new chains the call site gives up remembering them.
//
// Holding one such object for the life of the process keeps its chain alive: with it, the call
// site stays monomorphic through the same start (checked the same way). async_hooks is the public
// way to see one; the hook is on only for the one call.
import { createHook } from 'node:async_hooks';

let held: object | undefined;

/** Call before anything heavy runs (before the database opens). Gives the object it holds. */
export function holdNextTickShape(): object | undefined {
  if (held) return held;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && !held) held = resource;
    },
  }).enable();
  process.nextTick(() => {});
  hook.disable();
  return held;
}
