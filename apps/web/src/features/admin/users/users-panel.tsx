// The Users tab: every account with its orders and spending, searchable (debounced) and paged; a
// table at a desk, cards on a phone. Disable/Enable asks first; an admin's own row cannot be
// disabled (the server refuses it too), and its button says why.
import { useState } from 'react';
import { ROLE_LABELS, type AdminUser } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { useAdminUsers } from '../api/get-users';
import { useSetUserStatus } from '../api/set-user-status';
import { AdminPagination } from '../../../components/admin-pagination';
import { ConfirmDialog } from '../components/confirm-dialog';
import { RowSkeletons } from '../../../components/panel-states';
import { SearchField } from '../../../components/search-field';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/shop-dates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';

export const USERS_PAGE_SIZE = 20;
export const CANNOT_DISABLE_SELF = 'You cannot disable your own account';

export function UsersPanel() {
  const { user: me } = useSession();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [page, setPage] = useState(1);
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const users = useAdminUsers({ search, page, limit: USERS_PAGE_SIZE });
  const setStatus = useSetUserStatus();
  const wide = useMediaQuery(WIDE_SCREEN);

  async function confirmChange() {
    if (!changing) return;
    const disabled = !changing.disabled;
    try {
      await setStatus.mutateAsync({ id: changing._id, disabled });
      toast.success(`${changing.name}'s account is ${disabled ? 'disabled' : 'enabled again'}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update user status'));
    }
    setChanging(null);
  }

  const data = users.data;
  const rowProps = (u: AdminUser) => ({ user: u, isSelf: u._id === me?._id, onToggle: () => setChanging(u) });

  return (
    <div className="space-y-4">
      <SearchField
        label="Search users by name, e-mail or phone"
        value={searchText}
        onChange={(v) => {
          setSearchText(v);
          setPage(1);
        }}
        placeholder="Search by name, e-mail or phone"
      />
      <p role="status" className="min-h-5 text-sm text-gray-700">
        {data
          ? `${data.total} ${data.total === 1 ? 'account' : 'accounts'}${search ? ` matching “${search}”` : ''}`
          : users.isError
            ? 'Users could not be loaded'
            : 'Loading users…'}
      </p>

      <section aria-label="User list" aria-busy={users.isFetching}>
        {users.isPending ? (
          <RowSkeletons count={6} />
        ) : !data ? (
          <ErrorState title="Failed to fetch users" error={users.error} onRetry={() => void users.refetch()} />
        ) : data.users.length === 0 ? (
          <EmptyState title="No users found" detail={search ? 'No account matches this search.' : 'Nobody has signed up yet.'} />
        ) : (
          <div className={`transition-opacity ${users.isPlaceholderData ? 'opacity-60' : ''}`}>
            {wide ? (
              <div className="overflow-x-auto rounded-xl border border-gray-200">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Accounts, newest first</caption>
                  <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-700 uppercase">
                    <tr>
                      {['Name', 'E-mail', 'Phone', 'Role', 'Joined', 'Orders', 'Total spent', 'Status'].map((h) => (
                        <th key={h} scope="col" className={`px-3 py-3 ${h === 'Orders' || h === 'Total spent' ? 'text-right' : ''}`}>
                          {h}
                        </th>
                      ))}
                      <th scope="col" className="px-3 py-3">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-200 bg-white">
                    {data.users.map((u) => (
                      <UserRow key={u._id} {...rowProps(u)} />
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <ul className="space-y-3">
                {data.users.map((u) => (
                  <li key={u._id}>
                    <UserCard {...rowProps(u)} />
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-6">
              <AdminPagination label="Users" page={data.page} totalPages={data.totalPages} onPage={setPage} />
            </div>
          </div>
        )}
      </section>

      {changing && (
        <ConfirmDialog
          title={changing.disabled ? `Enable ${changing.name}?` : `Disable ${changing.name}?`}
          confirmLabel={changing.disabled ? 'Enable account' : 'Disable account'}
          busyLabel="Saving…"
          variant={changing.disabled ? 'primary' : 'danger'}
          busy={setStatus.isPending}
          onConfirm={() => void confirmChange()}
          onCancel={() => setChanging(null)}
        >
          {changing.disabled ? (
            <p>{changing.email ?? changing.phone} will be able to sign in and order again.</p>
          ) : (
            <p>
              {changing.email ?? changing.phone} will be signed out everywhere at once and cannot sign in until the account is enabled again. Orders already
              placed are kept.
            </p>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}

interface UserViewProps {
  user: AdminUser;
  isSelf: boolean;
  onToggle: () => void;
}

function RoleLabel({ role }: { role: AdminUser['role'] }) {
  return role === 'customer' ? (
    <span className="text-gray-700">Customer</span>
  ) : (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{ROLE_LABELS[role]}</span>
  );
}

function ToggleButton({ user, isSelf, onToggle }: UserViewProps) {
  return (
    <Button
      variant={user.disabled ? 'secondary' : 'ghost'}
      onClick={onToggle}
      disabled={isSelf}
      title={isSelf ? CANNOT_DISABLE_SELF : undefined}
      className={`min-h-10 px-3 ${user.disabled ? '' : 'text-red-700 hover:bg-red-50'}`}
    >
      {user.disabled ? 'Enable' : 'Disable'} <span className="sr-only">{user.name}</span>
    </Button>
  );
}

function UserRow(props: UserViewProps) {
  const { user, isSelf } = props;
  return (
    <tr className={user.disabled ? 'bg-gray-50' : undefined}>
      <th scope="row" className="px-3 py-3 font-medium text-gray-900">
        {user.name}
        {isSelf && (
          <>
            {' '}
            <span className="text-xs font-normal text-gray-600">(you)</span>
          </>
        )}
      </th>
      <td className="max-w-56 truncate px-3 py-3 text-gray-800" title={user.email ?? undefined}>
        {user.email ?? '—'}
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-gray-800">{user.phone || '—'}</td>
      <td className="px-3 py-3">
        <RoleLabel role={user.role} />
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-gray-800">{formatDate(user.createdAt)}</td>
      <td className="px-3 py-3 text-right text-gray-800 tabular-nums">{user.orderCount}</td>
      <td className="px-3 py-3 text-right whitespace-nowrap text-gray-800 tabular-nums">{formatRupees(user.totalSpent)}</td>
      <td className="px-3 py-3">
        <StatusBadge active={!user.disabled} activeLabel="Active" inactiveLabel="Disabled" />
      </td>
      <td className="px-3 py-2 text-right">
        <ToggleButton {...props} />
      </td>
    </tr>
  );
}

function UserCard(props: UserViewProps) {
  const { user, isSelf } = props;
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-gray-900">
            {user.name}
            {isSelf && (
              <>
                {' '}
                <span className="text-xs font-normal text-gray-600">(you)</span>
              </>
            )}
          </h3>
          <p className="truncate text-sm text-gray-700">{user.email ?? user.phone}</p>
          {user.phone && <p className="text-sm text-gray-700">{user.phone}</p>}
        </div>
        <StatusBadge active={!user.disabled} activeLabel="Active" inactiveLabel="Disabled" />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600">Role</dt>
        <dd>
          <RoleLabel role={user.role} />
        </dd>
        <dt className="text-gray-600">Joined</dt>
        <dd className="text-gray-900">{formatDate(user.createdAt)}</dd>
        <dt className="text-gray-600">Orders</dt>
        <dd className="text-gray-900">{user.orderCount}</dd>
        <dt className="text-gray-600">Total spent</dt>
        <dd className="text-gray-900">{formatRupees(user.totalSpent)}</dd>
      </dl>
      <div className="mt-3 flex items-center justify-end gap-2">
        {isSelf && <p className="text-xs text-gray-600">{CANNOT_DISABLE_SELF}.</p>}
        <ToggleButton {...props} />
      </div>
    </article>
  );
}
