import { useId, useState, type FormEvent } from 'react';
import { COMMENT_BODY_MAX } from '@crowdspark/shared/constants/community';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  /** Resolves true when the comment was saved (the form empties). */
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** A labelled textarea for a comment, a reply or an edit; the server decides what is too long or too fast. */
export function CommentForm({ label, submitLabel, initial = '', pending, onSubmit, onCancel }: CommentFormProps) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!body.trim()) return;
    if (await onSubmit(body)) setBody('');
  };
  return (
    <form className="grid gap-2" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <Textarea id={id} rows={3} maxLength={COMMENT_BODY_MAX} value={body} onChange={(e) => setBody(e.target.value)} />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={pending || !body.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
