import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** "Edit" on an item the viewer wrote; `itemName` makes the accessible name ("Edit update “Week 3”"). */
export function EditItemButton({ itemName, onEdit }: { itemName: string; onEdit: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${itemName}`}>
      Edit
    </Button>
  );
}

/** "Delete" behind a confirmation that says what goes with the item. */
export function DeleteItemButton({
  itemName,
  title,
  description,
  confirmLabel,
  onDelete,
}: {
  itemName: string;
  title: string;
  description: string;
  confirmLabel: string;
  onDelete: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete ${itemName}`}>
          Delete
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      destructive
      onConfirm={onDelete}
    />
  );
}
