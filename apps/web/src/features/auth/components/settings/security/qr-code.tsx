import { useEffect, useState } from 'react';

/**
 * The otpauth:// URI as a QR code for an authenticator app to scan. The QR library loads only
 * here, when a person sets up two-factor sign-in (its own chunk: no page's budget carries it), and
 * draws an SVG shown as an image (a data: URL, which the page's CSP allows for images).
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [source, setSource] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [value]);

  if (failed)
    return (
      <p className="text-sm text-muted-foreground">The QR code could not be drawn: type the key below into your app instead.</p>
    );
  if (!source)
    return <div role="status" aria-label="Drawing the QR code" className="size-48 animate-pulse rounded-lg bg-muted" />;
  return (
    <img src={source} alt={label} width={192} height={192} className="size-48 rounded-lg border border-border bg-white p-2" />
  );
}
