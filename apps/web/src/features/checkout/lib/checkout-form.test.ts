// What the pay button says is still missing: each part once, in the order the form asks for it.
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/i18n';
import { missingParts } from './checkout-form';

const said = (paths: string[]) => missingParts(paths.map((p) => ({ path: p.split('.') }))).map((part) => testI18n._(part));

describe('missingParts', () => {
  it('names the address once however many of its fields are empty', () => {
    expect(said(['shippingAddress.street', 'shippingAddress.city', 'shippingAddress.state', 'shippingAddress.pincode'])).toEqual([
      'your address',
      'a 6-digit pincode',
    ]);
  });

  it('joins the recipient’s name and number into one part', () => {
    expect(said(['slotId', 'recipient.name', 'recipient.phone'])).toEqual(['a delivery slot', "the recipient's name and mobile number"]);
    expect(said(['recipient.phone'])).toEqual(["the recipient's mobile number"]);
  });
});
