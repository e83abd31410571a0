// The plan form's pickers (admin panel, English): the product delivered, found by searching the
// whole catalogue (inactive categories too, as the Products tab lists it), and the slot, by its
// name and hours. The owner never types an id.
import { useDeferredValue, useState } from 'react';
import { SelectField, TextField } from '../../../components/form-field';
import { formatRupees } from '../../../lib/money';
import { slotLabel } from '../../../lib/shop-dates';
import { useAdminProducts, useDeliverySlots } from '../../admin';

/** How many matches the product list shows: enough to choose from, short enough to read. */
const MATCHES = 30;

export function ProductPicker({ value, currentName, onChange }: { value: string; currentName?: string; onChange: (productId: string) => void }) {
  const [search, setSearch] = useState('');
  // Typing does not refetch on every key: the list follows once the typing settles.
  const deferred = useDeferredValue(search);
  const products = useAdminProducts({ search: deferred, category: '', page: 1, limit: MATCHES });
  const found = products.data?.products ?? [];
  // The plan's product stays choosable while a search hides it.
  const keepCurrent = value && !found.some((p) => p._id === value);
  const hint = products.isError
    ? 'The products could not be loaded: try the search again'
    : products.isPending
      ? 'Loading products…'
      : found.length === 0
        ? 'No product matches this search'
        : `${found.length === MATCHES ? `The first ${MATCHES}` : found.length} match${found.length === 1 ? '' : 'es'}`;
  return (
    <div className="flex flex-col gap-2" role="group" aria-label="Product delivered">
      <TextField label="Find the product" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name, e.g. rose" hint={hint} />
      <SelectField label="Product (what is delivered)" value={value} onChange={(e) => onChange(e.target.value)} required>
        <option value="">Choose a product</option>
        {keepCurrent && <option value={value}>{currentName ?? 'The plan’s product'}</option>}
        {found.map((p) => (
          <option key={p._id} value={p._id}>
            {p.name} · {formatRupees(p.price)} · {p.stock > 0 ? `${p.stock} in stock` : 'out of stock'}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

export function SlotPicker({ value, onChange }: { value: string; onChange: (slotId: string) => void }) {
  const slots = useDeliverySlots();
  const hint = slots.isError ? 'The slots could not be loaded: reload the page' : slots.isPending ? 'Loading slots…' : undefined;
  return (
    <SelectField label="Delivery slot" value={value} onChange={(e) => onChange(e.target.value)} required hint={hint}>
      <option value="">Choose a slot</option>
      {(slots.data ?? []).map((s) => (
        <option key={s._id} value={s._id}>
          {slotLabel(s)}
          {s.isActive ? '' : ' (switched off)'}
        </option>
      ))}
    </SelectField>
  );
}
