import { useId, type ChangeEvent } from 'react';
import { CATEGORIES } from '@crowdspark/shared/constants/categories';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { SearchParams } from '@/features/search/lib/search-params';

interface SearchFiltersProps {
  params: SearchParams;
  onChange: (next: SearchParams) => void;
}

const SORT_LABELS = { relevance: 'Best match', newest: 'Newest', ending_soon: 'Ending soon', most_funded: 'Most funded' };

/** Campaign filters and sort; every change becomes a new URL (a new history entry: back undoes it). */
export function SearchFilters({ params, onChange }: SearchFiltersProps) {
  const id = useId();
  const set =
    <K extends keyof SearchParams>(key: K) =>
    (event: ChangeEvent<HTMLSelectElement>) => {
      const value = event.target.value;
      const next = { ...params };
      if (value) (next as Record<string, unknown>)[key] = key === 'minFunded' ? Number(value) : value;
      else delete next[key];
      onChange(next);
    };
  return (
    <form
      aria-label="Filters"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Select id={`${id}-category`} value={params.category ?? ''} onChange={set('category')}>
          <option value="">Any category</option>
          {CATEGORIES.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select id={`${id}-status`} value={params.status ?? ''} onChange={set('status')}>
          <option value="">Any status</option>
          <option value="live">Live</option>
          <option value="successful">Successful</option>
          <option value="ended">Ended</option>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-funding`}>Funding model</Label>
        <Select id={`${id}-funding`} value={params.fundingModel ?? ''} onChange={set('fundingModel')}>
          <option value="">Any model</option>
          <option value="all_or_nothing">All or nothing</option>
          <option value="keep_it_all">Keep it all</option>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-funded`}>Funded</Label>
        <Select id={`${id}-funded`} value={params.minFunded ? String(params.minFunded) : ''} onChange={set('minFunded')}>
          <option value="">Any amount</option>
          <option value="25">25 % or more</option>
          <option value="50">50 % or more</option>
          <option value="75">75 % or more</option>
          <option value="100">Goal reached</option>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-location`}>Location</Label>
        <Input
          id={`${id}-location`}
          type="search"
          key={params.location ?? ''}
          defaultValue={params.location ?? ''}
          placeholder="City or country"
          maxLength={100}
          onBlur={(event) => {
            const location = event.target.value.trim();
            if (location !== (params.location ?? ''))
              onChange({ ...params, ...(location ? { location } : { location: undefined }) });
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <Select id={`${id}-sort`} value={params.sort} onChange={set('sort')}>
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
