import { Link } from 'react-router';
import { formatMoney } from '@/lib/money';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { TitledSection } from '@/components/ui/page-blocks';
import { cellClass, DataTable, StatusBadge } from '@/features/admin/components/data-table';
import { useChangeRole } from '@/features/admin/api/change-role';
import { useUser } from '@/features/admin/api/get-user';
import { useSetUserDisabled } from '@/features/admin/api/set-user-disabled';
import { formatDateTime, humanize } from '@/features/admin/lib/format';

/**
 * One person: account, wallet, campaigns, pledges, sessions, reports; disable/enable (admins) and
 * grant/remove admin (superadmins only: `canChangeRoles` comes from the signed-in user's role).
 */
export function UserDetailPage({ userId, canChangeRoles }: { userId: string; canChangeRoles: boolean }) {
  const detail = useUser(userId);
  const setDisabled = useSetUserDisabled();
  const changeRole = useChangeRole();
  if (detail.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (detail.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {detail.error.message}
      </p>
    );
  const { user, wallet, campaigns, pledges, sessions, reports } = detail.data;
  return (
    <div className="grid gap-8">
      <TitledSection
        id="account-heading"
        title={user.displayName}
        className="rounded-2xl border border-border bg-card p-5"
        titleClassName="text-xl font-semibold"
      >
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">E-mail</dt>
          <dd>
            {user.email} {user.emailVerified ? '(verified)' : '(not verified)'}
          </dd>
          <dt className="text-muted-foreground">Username</dt>
          <dd>{user.username ? `@${user.username}` : '—'}</dd>
          <dt className="text-muted-foreground">Role</dt>
          <dd>{humanize(user.role)}</dd>
          <dt className="text-muted-foreground">State</dt>
          <dd>
            {user.disabled ? <StatusBadge tone="bad">Disabled</StatusBadge> : <StatusBadge tone="good">Active</StatusBadge>}
          </dd>
          <dt className="text-muted-foreground">Wallet</dt>
          <dd>{formatMoney(wallet.balance, wallet.currency)}</dd>
          <dt className="text-muted-foreground">Joined</dt>
          <dd>{formatDateTime(user.createdAt)}</dd>
        </dl>
        <div className="mt-5 flex flex-wrap gap-3">
          {user.role !== 'superadmin' ? (
            <ReasonDialog
              triggerLabel={user.disabled ? 'Enable account' : 'Disable account'}
              title={user.disabled ? `Enable ${user.displayName}?` : `Disable ${user.displayName}?`}
              description={
                user.disabled
                  ? 'They can sign in again.'
                  : 'They are signed out at once on every device and cannot sign in until an admin enables the account.'
              }
              confirmLabel={user.disabled ? 'Enable account' : 'Disable account'}
              destructive={!user.disabled}
              onConfirm={(reason) => setDisabled.mutateAsync({ userId: user.id, disabled: !user.disabled, reason })}
            />
          ) : null}
          {canChangeRoles && user.role !== 'superadmin' ? (
            <ReasonDialog
              triggerLabel={user.role === 'admin' ? 'Remove admin role' : 'Grant admin role'}
              title={user.role === 'admin' ? `Remove ${user.displayName}'s admin role?` : `Make ${user.displayName} an admin?`}
              description={
                user.role === 'admin'
                  ? 'They lose access to the admin portal.'
                  : 'They can use the admin portal: moderate, approve withdrawals and read the ledger.'
              }
              confirmLabel={user.role === 'admin' ? 'Remove admin role' : 'Grant admin role'}
              destructive={user.role === 'admin'}
              onConfirm={(reason) =>
                changeRole.mutateAsync({ userId: user.id, role: user.role === 'admin' ? 'user' : 'admin', reason })
              }
            />
          ) : null}
        </div>
      </TitledSection>

      <TitledSection id="campaigns-heading" title={<>Campaigns ({campaigns.length})</>} className="grid gap-3">
        {campaigns.length === 0 ? (
          <p className="text-sm text-muted-foreground">No campaigns.</p>
        ) : (
          <DataTable label="Their campaigns" head={['Title', 'Status', 'Raised']}>
            {campaigns.map((c) => (
              <tr key={c.id}>
                <td className={cellClass}>
                  <Link to={`/admin/campaigns?q=${encodeURIComponent(c.id)}`} className="text-link hover:underline">
                    {c.title ?? 'Untitled draft'}
                  </Link>
                </td>
                <td className={cellClass}>{humanize(c.status)}</td>
                <td className={cellClass}>{formatMoney(c.raised, wallet.currency)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </TitledSection>

      <TitledSection id="pledges-heading" title={<>Pledges ({pledges.length})</>} className="grid gap-3">
        {pledges.length === 0 ? (
          <p className="text-sm text-muted-foreground">No pledges.</p>
        ) : (
          <DataTable label="Their pledges" head={['Campaign', 'Amount', 'Status', 'When']}>
            {pledges.map((p) => (
              <tr key={p.id}>
                <td className={cellClass}>{p.campaignTitle ?? p.campaignId}</td>
                <td className={cellClass}>{formatMoney(p.amount, p.currency)}</td>
                <td className={cellClass}>{humanize(p.status)}</td>
                <td className={cellClass}>{formatDateTime(p.createdAt)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </TitledSection>

      <TitledSection id="sessions-heading" title="Sessions" className="grid gap-3">
        {sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sessions.</p>
        ) : (
          <DataTable label="Their sessions" head={['Started', 'Expires', 'State', 'Browser']}>
            {sessions.map((s) => (
              <tr key={s.id}>
                <td className={cellClass}>{formatDateTime(s.createdAt)}</td>
                <td className={cellClass}>{formatDateTime(s.expiresAt)}</td>
                <td className={cellClass}>{s.active ? 'Active' : 'Ended'}</td>
                <td className={`${cellClass} max-w-xs truncate`}>{s.userAgent ?? '—'}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </TitledSection>

      <TitledSection id="reports-heading" title="Reports" className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Filed {reports.filed} {reports.filed === 1 ? 'report' : 'reports'}; {reports.against.length} about them or their
          campaigns.
        </p>
        {reports.against.length > 0 ? (
          <DataTable label="Reports about them" head={['About', 'Reason', 'Status', 'When']}>
            {reports.against.map((r) => (
              <tr key={r.id}>
                <td className={cellClass}>{humanize(r.targetType)}</td>
                <td className={cellClass}>{humanize(r.reason)}</td>
                <td className={cellClass}>{humanize(r.status)}</td>
                <td className={cellClass}>{formatDateTime(r.createdAt)}</td>
              </tr>
            ))}
          </DataTable>
        ) : null}
      </TitledSection>
    </div>
  );
}
