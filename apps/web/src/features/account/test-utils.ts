// Sample saved addresses shaped like the API's answers, for the account page's and checkout's tests.
import type { SavedAddress } from '@phoolwari/contracts';

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
