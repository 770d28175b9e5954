import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { downloadRecoveryCodes } from '@/features/auth/lib/two-factor';

/**
 * New recovery codes, shown this once (the server keeps them encrypted and never shows them
 * again): each signs in once without the authenticator app. Download saves them as a .txt file.
 */
export function RecoveryCodesPanel({ codes, email, onDone }: { codes: readonly string[]; email: string; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="recovery-codes-heading" className="grid gap-4">
      <h3 id="recovery-codes-heading" ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
        Save your recovery codes
      </h3>
      <Alert variant="info">
        If you lose your phone or authenticator app, each of these codes signs you in once instead of a 6-digit code. This is the
        only time they are shown: download them or write them down, and keep them somewhere safe.
      </Alert>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-xl border border-border p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => downloadRecoveryCodes(codes, email)}>
          Download recovery codes
        </Button>
        <Button onClick={onDone}>I have saved my recovery codes</Button>
      </div>
    </section>
  );
}
