// Where a pincode is, for filling a new address's city and state: the shop's own delivery area
// when it names a city, else the pincode table the shop ships (India Post's directory, one line a
// district; see docs/decisions/024-where-pincode-places-come-from.md). The table is read once, on
// the first question, and kept.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stateName, type Language, type PincodePlaceAnswer } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { stateCodeOfPincode } from '../../platform/pincode-state';
import { findServiceArea } from './service';

interface TablePlace {
  district: string;
  stateCode: string;
}

export const PINCODE_TABLE_FILE = path.join(import.meta.dirname, 'india-post', 'pincodes.tsv');

/** Reads the table's lines: `state code <tab> district <tab> pincodes separated by spaces`. */
export function parsePincodeTable(text: string): Map<string, TablePlace> {
  const places = new Map<string, TablePlace>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [stateCode, district, pincodes] = line.split('\t');
    if (!stateCode || !district || !pincodes) throw new Error(`A pincode table line without its three parts: ${line.slice(0, 60)}`);
    const place = { district, stateCode };
    for (const pincode of pincodes.split(' ')) places.set(pincode, place);
  }
  return places;
}

let table: Map<string, TablePlace> | undefined;
function pincodeTable(): Map<string, TablePlace> {
  table ??= parsePincodeTable(readFileSync(PINCODE_TABLE_FILE, 'utf8'));
  return table;
}

/** The city and state of a pincode in a language, or undefined when no source knows it. */
export async function findPincodePlace(db: DbOrTx, pincode: string, language: Language): Promise<PincodePlaceAnswer | undefined> {
  const listed = pincodeTable().get(pincode);
  const area = await findServiceArea(db, pincode);
  if (area?.city) {
    // The area's prefix may be short ('41'): the state comes from the pincode itself.
    const stateCode = listed?.stateCode ?? stateCodeOfPincode(pincode);
    if (stateCode) return { pincode, city: area.city, state: stateName(stateCode, language), source: 'delivery-area' };
  }
  if (!listed) return undefined;
  return { pincode, city: listed.district, state: stateName(listed.stateCode, language), source: 'pincode-table' };
}
