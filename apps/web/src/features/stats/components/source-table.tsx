import { ColumnHeadings } from '@/components/ui/page-blocks';
interface SourceTableProps {
  title: string;
  rows: readonly { source: string; views: number }[];
  empty: string;
  label: (source: string) => string;
}

/** Top sources by views, as a plain table with a bar behind each count for a quick comparison. */
export function SourceTable({ title, rows, empty, label }: SourceTableProps) {
  const max = Math.max(1, ...rows.map((r) => r.views));
  return (
    <section aria-label={title} className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <table className="w-full text-left text-sm tabular-nums">
          <thead>
            <ColumnHeadings
              className="border-b border-border"
              cellClassName="py-1 pr-4 font-medium"
              columns={['Source', { label: 'Views', className: 'py-1 font-medium' }]}
            />
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.source} className="border-b border-border/60 last:border-0">
                <th scope="row" className="py-1.5 pr-4 font-normal break-all">
                  {label(row.source)}
                </th>
                <td className="w-1/2 py-1.5">
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="h-2 rounded-full bg-primary"
                      style={{ width: `${(row.views / max) * 70}%` }}
                    />
                    {row.views.toLocaleString()}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
