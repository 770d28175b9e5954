import { useEffect, useId, useState, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** A labelled text filter that writes to the URL after typing pauses (300 ms). */
export function TextFilter({
  label,
  value,
  onChange,
  type = 'search',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'search' | 'date' | 'text';
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // The URL changed from elsewhere (back, a link): show its value (state adjusted while rendering).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input id={id} type={type} value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}

/** A select's choice: the value it writes to the URL, and the words it shows. */
export type FilterOption = readonly [value: string, label: string];

/** A labelled select filter ('' = any). */
export function SelectFilter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function Filters({ children }: { children: ReactNode }) {
  return <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>;
}
