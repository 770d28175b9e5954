import { Link } from 'react-router';
import { cellClass, DataTable, PagedList, StatusBadge } from '@/features/admin/components/data-table';
import { Filters, SelectFilter, type FilterOption, TextFilter } from '@/features/admin/components/filter-field';
import { useListUsers } from '@/features/admin/api/list-users';
import { formatDate, humanize } from '@/features/admin/lib/format';
import { useUrlFilters } from '@/features/admin/lib/use-url-filters';

const FILTERS = ['q', 'role', 'disabled'] as const;

const ROLE_OPTIONS: readonly FilterOption[] = [
  ['', 'Any role'],
  ['user', 'User'],
  ['admin', 'Admin'],
  ['superadmin', 'Superadmin'],
];
const STATE_OPTIONS: readonly FilterOption[] = [
  ['', 'Any state'],
  ['0', 'Active'],
  ['1', 'Disabled'],
];

/** Users: search by name, username or e-mail; filter by role and state; open a person. */
export function UsersPage() {
  const { filters, setFilter } = useUrlFilters(FILTERS);
  const query = useListUsers(filters);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Filters>
        <TextFilter label="Search name, username or e-mail" value={filters.q} onChange={(v) => setFilter('q', v)} />
        <SelectFilter label="Role" value={filters.role} onChange={(v) => setFilter('role', v)} options={ROLE_OPTIONS} />
        <SelectFilter label="State" value={filters.disabled} onChange={(v) => setFilter('disabled', v)} options={STATE_OPTIONS} />
      </Filters>
      <PagedList query={query} isEmpty={items.length === 0} empty="No one matches these filters.">
        <DataTable label="Users" head={['Name', 'E-mail', 'Role', 'State', 'Joined']}>
          {items.map((user) => (
            <tr key={user.id}>
              <td className={cellClass}>
                <Link to={`/admin/users/${encodeURIComponent(user.id)}`} className="font-medium text-link hover:underline">
                  {user.displayName}
                </Link>
                {user.username ? <span className="block text-xs text-muted-foreground">@{user.username}</span> : null}
              </td>
              <td className={cellClass}>{user.email}</td>
              <td className={cellClass}>{humanize(user.role)}</td>
              <td className={cellClass}>
                {user.disabled ? <StatusBadge tone="bad">Disabled</StatusBadge> : <StatusBadge tone="good">Active</StatusBadge>}
              </td>
              <td className={cellClass}>{formatDate(user.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
      </PagedList>
    </>
  );
}
