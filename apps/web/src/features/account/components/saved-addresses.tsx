// The customer's saved addresses: list, add, edit, delete (asked once more in place) and make
// default. Checkout offers the same list to pick from.
import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

import { MAX_SAVED_ADDRESSES, type SavedAddress, type User } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { MapPinIcon, PlusIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { useDeleteAddress } from '../api/delete-address';
import { useSavedAddresses } from '../api/get-saved-addresses';
import { useSaveAddress } from '../api/save-address';
import { addressLine, toAddressWrite } from '../lib/address';
import { recipientTitle } from '../lib/relations';
import type { AddressFormInput } from '../schemas';
import { AccountSection } from './account-section';
import { AddressForm } from './address-form';

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

export function SavedAddresses({ user }: { user: User }) {
  const addresses = useSavedAddresses();
  const { t } = useLingui();
  const home = t({ message: 'Home', context: 'address label' });
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = addresses.data ?? [];
  const full = list.length >= MAX_SAVED_ADDRESSES;

  const newDefaults: AddressFormInput = {
    label: list.some((a) => a.label === home) ? '' : home,
    relation: '',
    name: user.name,
    phone: user.phone,
    street: '',
    city: '',
    state: '',
    pincode: '',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
    country: 'India',
    isDefault: list.length === 0,
  };

  const editTitle = (label: string) => t`Edit ${label}`;

  function close() {
    setEditing(null);
    // The form is gone: the focus returns to where adding starts.
    requestAnimationFrame(() => addButton.current?.focus());
  }

  const addAction = addresses.isSuccess && (
    <Button ref={addButton} variant="secondary" onClick={() => setEditing({ kind: 'new' })} disabled={full || editing?.kind === 'new'} className="min-h-10">
      <PlusIcon className="size-4" />
      <Trans>Add address</Trans>
    </Button>
  );

  let body;
  if (addresses.isPending) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">
          <Trans>Loading your addresses…</Trans>
        </span>
        {[0, 1].map((i) => (
          <div key={i} aria-hidden="true" className="h-28 animate-pulse rounded-xl bg-gray-100 motion-reduce:animate-none" />
        ))}
      </div>
    );
  } else if (addresses.isError) {
    body = <ErrorState title={t`Failed to load your addresses`} error={addresses.error} onRetry={() => void addresses.refetch()} />;
  } else {
    body = (
      <div className="space-y-3">
        {full && (
          <p className="text-sm text-gray-700">
            <Trans>You have saved {MAX_SAVED_ADDRESSES} addresses, the most we keep. Delete one to add another.</Trans>
          </p>
        )}
        {editing?.kind === 'new' && <AddressForm title={t`New address`} defaults={newDefaults} onDone={close} />}
        {list.length === 0 && editing === null ? (
          <EmptyState title={t`No saved addresses yet`} detail={t`Save the places you send flowers to most, and pick them in one tap at checkout.`} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {list.map((a) =>
              editing?.kind === 'edit' && editing.id === a._id ? (
                <li key={a._id} className="md:col-span-2">
                  <AddressForm id={a._id} title={editTitle(a.label)} defaults={{ ...toAddressWrite(a), relation: a.relation ?? '' }} onDone={close} />
                </li>
              ) : (
                <li key={a._id}>
                  <AddressCard address={a} onEdit={() => setEditing({ kind: 'edit', id: a._id })} onDeleted={close} />
                </li>
              ),
            )}
          </ul>
        )}
      </div>
    );
  }

  return (
    <AccountSection id="account-addresses" title={t`Saved addresses`} intro={t`Pick one at checkout instead of typing it again.`} action={addAction}>
      {body}
    </AccountSection>
  );
}

function AddressCard({ address: a, onEdit, onDeleted }: { address: SavedAddress; onEdit: () => void; onDeleted: () => void }) {
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const { t, i18n } = useLingui();
  const label = a.label;
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  // Each button names its address for a screen reader: 'Edit Home address'.
  const what = (
    <>
      {' '}
      <span className="sr-only">
        <Trans>{label} address</Trans>
      </span>
    </>
  );

  async function makeDefault() {
    try {
      await save.mutateAsync({ id: a._id, body: toAddressWrite(a, { isDefault: true }) });
      toast.success(t`${label} is now your default address`);
    } catch (e) {
      toast.error(errorMessage(e, t`Could not change the default address`));
    }
  }

  async function confirmDelete() {
    try {
      await remove.mutateAsync(a._id);
      toast.success(t`Address deleted`);
      onDeleted();
    } catch (e) {
      toast.error(errorMessage(e, t`Could not delete the address`));
      setConfirming(false);
    }
  }

  return (
    <article
      aria-label={t`${label} address`}
      className={`flex h-full flex-col gap-3 rounded-xl border p-4 ${a.isDefault ? 'border-brand-600' : 'border-gray-200'}`}
    >
      <div className="flex items-start gap-2">
        <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
            {recipientTitle(i18n, a)}
            {a.isDefault && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                <Trans>Default</Trans>
              </span>
            )}
          </h3>
          <p className="text-sm text-gray-900">{a.name}</p>
          <p className="text-sm break-words text-gray-700">{addressLine(a)}</p>
          <p className="text-sm text-gray-700">{a.phone}</p>
        </div>
      </div>
      {confirming ? (
        <div role="group" aria-label={t`Delete the ${label} address?`} className="mt-auto flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-2">
          <p className="w-full text-sm font-medium text-red-900">
            <Trans>Delete this address?</Trans>
          </p>
          <Button variant="danger" busy={remove.isPending} busyLabel={t`Deleting…`} onClick={() => void confirmDelete()} className="min-h-10">
            <Trans>Yes, delete</Trans>
            {what}
          </Button>
          <Button ref={keepButton} variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending} className="min-h-10">
            <Trans>Keep it</Trans>
          </Button>
        </div>
      ) : (
        <div className="mt-auto flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onEdit} className="min-h-10 px-3">
            <Trans>Edit</Trans>
            {what}
          </Button>
          {!a.isDefault && (
            <Button variant="ghost" busy={save.isPending} busyLabel={t`Saving…`} onClick={() => void makeDefault()} className="min-h-10 px-3">
              <Trans>Make default</Trans>
              {what}
            </Button>
          )}
          <Button
            variant="ghost"
            onClick={() => {
              setConfirming(true);
              // The safe choice takes the focus, so a stray Enter keeps the address.
              requestAnimationFrame(() => keepButton.current?.focus());
            }}
            className="min-h-10 px-3 text-red-700 hover:bg-red-50"
          >
            <Trans>Delete</Trans>
            {what}
          </Button>
        </div>
      )}
    </article>
  );
}
