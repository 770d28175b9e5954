import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The "Remove reward 2" button under one item of an editor list (rewards, add-ons, questions). */
export function RemoveItemButton({ onRemove, children }: { onRemove: () => void; children: ReactNode }) {
  return (
    <div>
      <Button variant="ghost" size="sm" className="text-destructive dark:text-red-300" onClick={onRemove}>
        <Trash2 aria-hidden="true" />
        {children}
      </Button>
    </div>
  );
}

/** The "Add a reward" button under an editor list; disabled once the list holds its maximum. */
export function AddItemButton({ onAdd, full, children }: { onAdd: () => void; full: boolean; children: ReactNode }) {
  return (
    <div>
      <Button variant="secondary" disabled={full} onClick={onAdd}>
        <Plus aria-hidden="true" />
        {children}
      </Button>
    </div>
  );
}
