import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The personal referral link with a copy button; the status line says when it was copied. */
export function ReferralLink({ link, joined, rewarded }: { link: string; joined: number; rewarded: number }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <div className="grid gap-3">
      <Label htmlFor="referral-link">Your referral link</Label>
      <div className="flex flex-wrap gap-2">
        <Input id="referral-link" readOnly value={link} className="min-w-0 flex-1" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="secondary" onClick={copy}>
          Copy link
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {copied === 'yes' ? 'Link copied. ' : copied === 'failed' ? 'Copy did not work: select the link and copy it. ' : ''}
        {joined === 1 ? '1 friend joined' : `${joined} friends joined`} through your link; {rewarded} backed a campaign that
        succeeded.
      </p>
    </div>
  );
}
