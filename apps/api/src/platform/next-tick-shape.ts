// Keeps process.nextTick on its fast path for the life of the process.
//
// Each process.nextTick makes a small object ({ asyncId, triggerAsyncId, callback, args }); V8
// builds it through a chain of hidden classes ("maps") and remembers that chain at the call site.
// Maps nothing uses any more are collected. While PGlite opens the database and loads its pg_trgm
// extension, the process runs many full garbage collections at moments when no such object is
// alive: each collection drops the chain, the next nextTick builds a new one, and after four the
// call site stops remembering and defines every property of every such object through V8's
// runtime. Measured on a cached catalogue answer (7 nextTicks each), with a bare node:http handler in
// the same process: about 6 µs of 26 per request, a quarter of the throughput; the profile shows
// it as nextTick's own time (12 % against 1 %).
//
// Holding one such object for the life of the process keeps its chain alive, so every later one
// is built along the same maps and the call site stays monomorphic. async_hooks is the public way
// to see one; the hook is on only for the one call.
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
