import { useState } from 'react';
import { Check, Link2, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Copy link plus plain share links (no third-party scripts). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  const anchor =
    'inline-flex h-9 items-center gap-2 rounded-lg border border-border bg-card px-3 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        {copied ? 'Link copied' : 'Copy link'}
      </Button>
      <a
        className={anchor}
        href={`https://twitter.com/intent/tweet?text=${text}&url=${link}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Share on X<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a
        className={anchor}
        href={`https://www.facebook.com/sharer/sharer.php?u=${link}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Share on Facebook<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a className={anchor} href={`mailto:?subject=${text}&body=${link}`}>
        <Mail aria-hidden="true" className="size-4" />
        Email
      </a>
      <span aria-live="polite" className="sr-only">
        {copied ? 'Link copied to the clipboard' : ''}
      </span>
    </div>
  );
}
