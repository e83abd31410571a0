// Sample saved addresses shaped like the API's answers, for the account page's and checkout's tests.
import type { PincodePlaceAnswer, SavedAddress } from '@phoolwari/contracts';
import type { FakeRoutes } from '../../test/fake-api';

export const HOME_ID = 'eeeeeeeeeeeeeeeeeeeeee01';
export const OFFICE_ID = 'eeeeeeeeeeeeeeeeeeeeee02';

export function makeAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    _id: HOME_ID,
    label: 'Home',
    name: 'Asha Rao',
    street: '12 MG Road, Shanthala Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560003',
    country: 'India',
    phone: '9876543210',
    relation: null,
    isDefault: true,
    ...overrides,
  };
}

export const OFFICE = makeAddress({
  _id: OFFICE_ID,
  label: 'Office',
  name: 'Asha Rao (Acme)',
  street: '4th floor, 80 Feet Road, Koramangala',
  pincode: '560034',
  phone: '9123456780',
  isDefault: false,
});

export const AMMA_ID = 'eeeeeeeeeeeeeeeeeeeeee03';
/** A recipient in another city: the customer's mother in Pune. */
export const AMMA = makeAddress({
  _id: AMMA_ID,
  label: 'Amma',
  relation: 'mother',
  name: 'Sunanda Rao',
  street: '21 Prabhat Road, Erandwane',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  phone: '9822012345',
  isDefault: false,
});

/** Where the test pincodes are, as GET /api/pincodes/:pincode answers; any other is unknown (404). */
export function pincodePlaceRoutes(places: Record<string, Pick<PincodePlaceAnswer, 'city' | 'state'>>): FakeRoutes {
  return Object.fromEntries(
    Object.entries(places).map(([pincode, place]) => [
      `GET /api/pincodes/${pincode}`,
      () => ({ body: { pincode, ...place, source: 'pincode-table' } satisfies PincodePlaceAnswer }),
    ]),
  );
}
