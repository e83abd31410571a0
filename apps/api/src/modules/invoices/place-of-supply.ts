// The place of supply of a delivered order is the state it is delivered to. Checkout's state is
// typed by the customer, so it is matched by name in English or Hindi (and common older names); when
// it matches none, the pincode's first digits say which state the post office is in.
import { INDIAN_STATES } from '@phoolwari/contracts';
import { stateCodeOfPincode } from '../../platform/pincode-state';

// Letters only: 'Tamil Nadu', 'tamilnadu' and 'TAMIL-NADU' are one state, and so are 'तमिल नाडु' and 'तमिलनाडु'.
const squash = (s: string) => s.toLowerCase().replace(/[^a-z\p{Script=Devanagari}]/gu, '');
const BY_NAME = new Map<string, string>([
  ...INDIAN_STATES.map((s) => [squash(s.name), s.code] as [string, string]),
  ...INDIAN_STATES.map((s) => [squash(s.nameHi), s.code] as [string, string]),
  ['orissa', '21'],
  ['pondicherry', '34'],
  ['newdelhi', '07'],
  ['nctofdelhi', '07'],
  ['jammukashmir', '01'],
  ['jk', '01'],
  ['andamannicobar', '35'],
  ['uttaranchal', '05'],
  ['ka', '29'],
  ['tn', '33'],
  ['mh', '27'],
]);

/** The GST state code of a delivery address; null when neither its state nor its pincode says. */
export function placeOfSupply(address: { state: string; pincode: string }): string | null {
  const named = BY_NAME.get(squash(address.state.normalize('NFC')));
  if (named) return named;
  return stateCodeOfPincode(address.pincode);
}
