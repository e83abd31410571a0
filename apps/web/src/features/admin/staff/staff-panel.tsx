// The Staff tab (owner only): who is on the team and in which role, invitations still open, and a
// form to invite someone by e-mail or mobile number (the link shown once where it cannot be mailed). A role change or disabling signs the person out everywhere at
// once, so the dialog says so before it happens.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  STAFF_ROLES,
  StaffInviteBodySchema,
  type Role,
  type StaffInviteBody,
  type StaffInviteInput,
  type StaffMember,
} from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { MobileNumberField } from '../../../components/mobile-number-field';
import { SelectField, TextField } from '../../../components/form-field';
import { RowSkeletons } from '../../../components/panel-states';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { StatusBadge } from '../../../components/status-badge';
import { errorMessage } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { formatDate, formatDateTime } from '../../../lib/shop-dates';
import { toast } from '../../../lib/toast';
import { useInviteStaff, useSetStaffDisabled, useSetStaffRole, useStaff, useWithdrawInvite } from '../api/staff';
import { ConfirmDialog } from '../components/confirm-dialog';
import { InviteLinkDialog } from './invite-link-dialog';

type Pending = { kind: 'role'; member: StaffMember; role: Role } | { kind: 'status'; member: StaffMember };

export function StaffPanel() {
  const staff = useStaff();
  const [pending, setPending] = useState<Pending | null>(null);
  const setRole = useSetStaffRole();
  const setDisabled = useSetStaffDisabled();
  const withdraw = useWithdrawInvite();

  async function confirm() {
    if (!pending) return;
    const { member } = pending;
    try {
      if (pending.kind === 'role') {
        await setRole.mutateAsync({ id: member._id, role: pending.role });
        toast.success(`${member.name} is now ${pending.role === 'customer' ? 'off the staff' : ROLE_LABELS[pending.role].toLowerCase()}`);
      } else {
        await setDisabled.mutateAsync({ id: member._id, disabled: !member.disabled });
        toast.success(`${member.name} is ${member.disabled ? 'enabled again' : 'disabled'}`);
      }
    } catch (error) {
      toast.error(errorMessage(error, 'Could not change this member of staff'));
    }
    setPending(null);
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="team-heading" className="min-w-0 space-y-3" aria-busy={staff.isFetching}>
        <h3 id="team-heading" className="text-lg font-semibold text-gray-900">
          Team
        </h3>
        {staff.isPending ? (
          <RowSkeletons count={4} />
        ) : !staff.data ? (
          <ErrorState title="Failed to fetch the staff" error={staff.error} onRetry={() => void staff.refetch()} />
        ) : (
          <ul className="space-y-3">
            {staff.data.members.map((m) => (
              <li key={m._id}>
                <MemberCard
                  member={m}
                  onRole={(role) => setPending({ kind: 'role', member: m, role })}
                  onToggle={() => setPending({ kind: 'status', member: m })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="min-w-0 space-y-8">
        <InviteForm />
        <section aria-labelledby="invites-heading" className="space-y-3">
          <h3 id="invites-heading" className="text-lg font-semibold text-gray-900">
            Invitations waiting
          </h3>
          {staff.data && staff.data.invites.length === 0 ? (
            <EmptyState title="No open invitations" detail="An invitation shows here until it is accepted, withdrawn or expires (72 hours)." />
          ) : (
            <ul className="space-y-2">
              {staff.data?.invites.map((i) => (
                <li key={i._id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-gray-200 bg-white p-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-gray-900">
                      {i.name} · {ROLE_LABELS[i.role]}
                    </p>
                    <p className="break-all text-gray-700">{[i.email, i.phone].filter(Boolean).join(' · ')}</p>
                    <p className="text-xs text-gray-600">Link works until {formatDateTime(i.expiresAt)}</p>
                  </div>
                  <Button
                    variant="ghost"
                    disabled={withdraw.isPending}
                    onClick={() =>
                      withdraw.mutate(i._id, {
                        onSuccess: () => toast.success(`Invitation to ${i.email || i.phone} withdrawn`),
                        onError: (error) => toast.error(errorMessage(error, 'Could not withdraw the invitation')),
                      })
                    }
                  >
                    Withdraw
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {pending && (
        <ConfirmDialog
          title={
            pending.kind === 'role'
              ? `Make ${pending.member.name} ${pending.role === 'customer' ? 'a customer' : ROLE_LABELS[pending.role].toLowerCase()}?`
              : `${pending.member.disabled ? 'Enable' : 'Disable'} ${pending.member.name}?`
          }
          confirmLabel={pending.kind === 'role' ? 'Change role' : pending.member.disabled ? 'Enable' : 'Disable'}
          busyLabel="Saving…"
          variant={pending.kind === 'status' && !pending.member.disabled ? 'danger' : 'primary'}
          busy={setRole.isPending || setDisabled.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        >
          {pending.kind === 'role' ? (
            <p>
              {pending.role === 'customer' ? 'They keep their account as a customer, without any access to the admin panel.' : ROLE_DESCRIPTIONS[pending.role]}{' '}
              They are signed out everywhere at once and sign in again with the new role.
            </p>
          ) : pending.member.disabled ? (
            <p>{pending.member.email ?? pending.member.phone} will be able to sign in again.</p>
          ) : (
            <p>{pending.member.email ?? pending.member.phone} is signed out everywhere at once and cannot sign in until enabled again.</p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}

function MemberCard({ member, onRole, onToggle }: { member: StaffMember; onRole: (role: Role) => void; onToggle: () => void }) {
  const { user: me } = useSession();
  const isSelf = member._id === me?._id;
  return (
    <article aria-label={member.name} className="flex flex-wrap items-end justify-between gap-3 rounded-xl border border-gray-200 bg-white p-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
          {member.name}
          {isSelf && <span className="text-xs font-normal text-gray-600">(you)</span>}
          {member.disabled && <StatusBadge active={false} inactiveLabel="Disabled" />}
        </p>
        <p className="break-all text-sm text-gray-700">{member.email ?? member.phone}</p>
        <p className="text-xs text-gray-600">Since {formatDate(member.createdAt)}</p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField label="Role" value={member.role} onChange={(e) => onRole(e.target.value as Role)} className="min-w-40">
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
          <option value="customer">Not staff (customer)</option>
        </SelectField>
        <Button
          variant={member.disabled ? 'secondary' : 'ghost'}
          onClick={onToggle}
          disabled={isSelf}
          title={isSelf ? 'You cannot disable your own account' : undefined}
        >
          {member.disabled ? 'Enable' : 'Disable'}
        </Button>
      </div>
    </article>
  );
}

function InviteForm() {
  const invite = useInviteStaff();
  const form = useForm<StaffInviteInput, unknown, StaffInviteBody>({
    resolver: zodResolver(StaffInviteBodySchema),
    defaultValues: { name: '', email: '', phone: '', role: 'desk' },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const { errors } = form.formState;
  // The link of an invitation the shop could not mail, shown this once.
  const [handOver, setHandOver] = useState<{ link: string; name: string; phone: string } | null>(null);

  const submit = form.handleSubmit(async (body) => {
    try {
      const { link } = await invite.mutateAsync(body);
      if (link) setHandOver({ link, name: body.name, phone: body.phone });
      else toast.success(`Invitation sent to ${body.email || body.phone}`);
      form.reset({ name: '', email: '', phone: '', role: body.role });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['name', 'email', 'phone', 'role'])) toast.error(errorMessage(error, 'Could not send the invitation'));
    }
  });

  return (
    <section aria-labelledby="invite-heading" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      <h3 id="invite-heading" className="text-lg font-semibold text-gray-900">
        Invite someone
      </h3>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
        <TextField label="Name" autoComplete="off" required error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          hint="Or a mobile number below, or both."
          error={errors.email?.message}
          {...form.register('email')}
        />
        <MobileNumberField
          autoComplete="off"
          required={false}
          hint="Optional: the invitation goes to it by text message where the shop sends them"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <SelectField label="Role" required error={errors.role?.message} hint={ROLE_DESCRIPTIONS[role]} {...form.register('role')}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={invite.isPending} className="w-full">
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
        <p className="text-xs text-gray-600">
          They get a link that works once, for 72 hours, to choose their password: by e-mail or text message where the shop sends them, or from you.
        </p>
      </form>
      {handOver && <InviteLinkDialog {...handOver} onClose={() => setHandOver(null)} />}
    </section>
  );
}
