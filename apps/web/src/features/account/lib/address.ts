// A saved address as one line of text, and as the body that writes it back (for "Make default").
import type { SavedAddress, SavedAddressWrite, ShippingAddress } from '@phoolwari/contracts';

/** '12 MG Road, Bengaluru, Karnataka 560003'. */
export function addressLine(a: Pick<ShippingAddress, 'street' | 'city' | 'state' | 'pincode'>): string {
  return `${a.street}, ${a.city}, ${a.state} ${a.pincode}`;
}

export function toAddressWrite(a: SavedAddress, changes: Partial<SavedAddressWrite> = {}): SavedAddressWrite {
  const { label, relation, name, street, city, state, pincode, country, phone, isDefault } = a;
  return { label, relation, name, street, city, state, pincode, country, phone, isDefault, ...changes };
}
