// Where a CPU profile's time went: `tsx scripts/bench/profile-summary.ts <dir or .cpuprofile>...`
// reads the profiles node --cpu-prof wrote (the evening bench's EVENING_PROFILE directory) and
// prints self and total time grouped by package (node_modules/<name>), by the shop's own files and
// by Node's internals, then the functions with the most self time. When the directory holds the
// bench's window.json (the monotonic microseconds the sign-ins began, the ordering began and it
// ended), only samples in that window count: booting, seeding and registering the customers are
// left out (PROFILE_WINDOW=ordering leaves out the sign-ins too).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The group a frame's time is counted under. */
function groupOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:'))
    return url
      .replace(/^node:(internal\/)?/, 'node:')
      .split('/')
      .slice(0, 2)
      .join('/');
  const own = /\/(apps|packages)\/(.+)$/.exec(url);
  if (own) return `${own[1]}/${own[2]}`;
  return url;
}

function frameName(frame: CallFrame): string {
  const file = frame.url ? frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages)\//, '$1/') : '';
  return `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}` : ''}`;
}

function profilesIn(args: string[]): { file: string; window?: [number, number] }[] {
  const found: { file: string; window?: [number, number] }[] = [];
  for (const arg of args) {
    if (statSync(arg).isDirectory()) {
      const windowFile = path.join(arg, 'window.json');
      const window = existsSync(windowFile)
        ? (JSON.parse(readFileSync(windowFile, 'utf8')) as { startUs: number; orderingStartUs: number; endUs: number })
        : undefined;
      // PROFILE_WINDOW=ordering: the orders alone, after every customer has signed in.
      const startUs = process.env.PROFILE_WINDOW === 'ordering' ? window?.orderingStartUs : window?.startUs;
      for (const name of readdirSync(arg)
        .filter((n) => n.endsWith('.cpuprofile'))
        .sort())
        found.push({ file: path.join(arg, name), ...(window && startUs ? { window: [startUs, window.endUs] as [number, number] } : {}) });
    } else found.push({ file: arg });
  }
  return found;
}

const self = new Map<string, number>();
const total = new Map<string, number>();
const selfByFunction = new Map<string, number>();
// PROFILE_CALLERS=<regex>: for frames whose name matches, the chains of callers (PROFILE_DEPTH deep)
// their time came through.
const callersOf = process.env.PROFILE_CALLERS ? new RegExp(process.env.PROFILE_CALLERS) : undefined;
const callerDepth = Number(process.env.PROFILE_DEPTH ?? 6);
const callers = new Map<string, number>();
const totalByFunction = new Map<string, number>();
let allUs = 0;
const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);

for (const { file, window } of profilesIn(process.argv.slice(2))) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  let at = profile.startTime;
  let counted = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    // A sample's time is the gap to the next one.
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (window && (at < window[0] || at > window[1])) continue;
    const leaf = byId.get(profile.samples[i]!)!;
    if (leaf.callFrame.functionName === '(idle)') continue;
    counted += us;
    add(self, groupOf(leaf.callFrame), us);
    add(selfByFunction, frameName(leaf.callFrame), us);
    const groups = new Set<string>();
    const functions = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame;
      if (frame.functionName === '(root)') continue;
      groups.add(groupOf(frame));
      functions.add(frameName(frame));
    }
    if (callersOf) {
      const chain: string[] = [];
      let matched = false;
      for (let id: number | undefined = leaf.id; id !== undefined && chain.length < callerDepth; id = parent.get(id)) {
        const name = frameName(byId.get(id)!.callFrame);
        if (!matched && callersOf.test(name)) matched = true;
        if (matched) chain.push(name);
      }
      if (matched) add(callers, chain.join('\n        <- '), us);
    }
    for (const g of groups) add(total, g, us);
    for (const f of functions) add(totalByFunction, f, us);
  }
  allUs += counted;
  console.log(`${path.basename(file)}: ${(counted / 1000).toFixed(0)} ms busy${window ? ' in the window' : ''}`);
}

const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
const share = (us: number) => `${((100 * us) / allUs).toFixed(1).padStart(5)}%`;
const top = (map: Map<string, number>, n: number) => [...map.entries()].sort((x, y) => y[1] - x[1]).slice(0, n);

console.log(`\nBusy (not idle) in all: ${(allUs / 1000).toFixed(0)} ms\n\nBy group: self, total (inclusive)`);
for (const [group, us] of top(self, 40)) console.log(`${ms(us)} ${share(us)}  ${ms(total.get(group) ?? 0)} ${share(total.get(group) ?? 0)}  ${group}`);
console.log('\nGroups by total (inclusive) time');
for (const [group, us] of top(total, 40)) console.log(`${ms(us)} ${share(us)}  ${group}`);
console.log('\nFunctions by self time');
for (const [fn, us] of top(selfByFunction, 40)) console.log(`${ms(us)} ${share(us)}  ${fn}`);
console.log('\nFunctions by total time');
for (const [fn, us] of top(totalByFunction, Number(process.env.PROFILE_TOP ?? 80))) console.log(`${ms(us)} ${share(us)}  ${fn}`);
if (callersOf) {
  console.log(`\nCallers of ${callersOf.source}`);
  for (const [chain, us] of top(callers, 25)) console.log(`${ms(us)} ${share(us)}  ${chain}`);
}
