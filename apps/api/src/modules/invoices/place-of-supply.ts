// The place of supply of a delivered order is the state it is delivered to. Checkout's state is
// typed by the customer, so it is matched by name in English or Hindi (and common older names); when
// it matches none, the pincode's first digits say which state the post office is in.
import { INDIAN_STATES, type Language } from '@phoolwari/contracts';

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

/** Pincode prefixes (longest first wins) and their states, for a state name we cannot read. */
const BY_PINCODE: readonly [string, string][] = [
  ['194', '38'],
  ['160', '04'],
  ['403', '30'],
  ['605', '34'],
  ['737', '11'],
  ['744', '35'],
  ['682', '32'],
  ['11', '07'],
  ['12', '06'],
  ['13', '06'],
  ['14', '03'],
  ['15', '03'],
  ['16', '03'],
  ['17', '02'],
  ['18', '01'],
  ['19', '01'],
  ['20', '09'],
  ['21', '09'],
  ['22', '09'],
  ['23', '09'],
  ['24', '05'],
  ['25', '09'],
  ['26', '05'],
  ['27', '09'],
  ['28', '09'],
  ['30', '08'],
  ['31', '08'],
  ['32', '08'],
  ['33', '08'],
  ['34', '08'],
  ['36', '24'],
  ['37', '24'],
  ['38', '24'],
  ['39', '24'],
  ['40', '27'],
  ['41', '27'],
  ['42', '27'],
  ['43', '27'],
  ['44', '27'],
  ['45', '23'],
  ['46', '23'],
  ['47', '23'],
  ['48', '23'],
  ['49', '22'],
  ['50', '36'],
  ['51', '37'],
  ['52', '37'],
  ['53', '37'],
  ['56', '29'],
  ['57', '29'],
  ['58', '29'],
  ['59', '29'],
  ['60', '33'],
  ['61', '33'],
  ['62', '33'],
  ['63', '33'],
  ['64', '33'],
  ['67', '32'],
  ['68', '32'],
  ['69', '32'],
  ['70', '19'],
  ['71', '19'],
  ['72', '19'],
  ['73', '19'],
  ['74', '19'],
  ['75', '21'],
  ['76', '21'],
  ['77', '21'],
  ['78', '18'],
  ['790', '12'],
  ['791', '12'],
  ['792', '12'],
  ['793', '17'],
  ['794', '17'],
  ['795', '14'],
  ['796', '15'],
  ['797', '13'],
  ['798', '13'],
  ['799', '16'],
  ['80', '10'],
  ['81', '20'],
  ['82', '20'],
  ['83', '20'],
  ['84', '10'],
  ['85', '10'],
];

/** The GST state code of a delivery address; null when neither its state nor its pincode says. */
export function placeOfSupply(address: { state: string; pincode: string }): string | null {
  const named = BY_NAME.get(squash(address.state.normalize('NFC')));
  if (named) return named;
  const prefix = [...BY_PINCODE].sort((a, b) => b[0].length - a[0].length).find(([p]) => address.pincode.startsWith(p));
  return prefix?.[1] ?? null;
}

/** A state's name in the document's language (the code itself for a code no state has). */
export function stateName(code: string, language: Language = 'en'): string {
  const state = INDIAN_STATES.find((s) => s.code === code);
  if (!state) return code;
  return language === 'hi' ? state.nameHi : state.name;
}
