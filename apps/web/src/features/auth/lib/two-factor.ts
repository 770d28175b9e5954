/** Reading the set-up answer and keeping the recovery codes (docs/product-rules.md#two-factor-sign-in). */

/**
 * The secret of an otpauth:// URI, in groups of four as people type it into an authenticator app
 * that cannot scan ("JBSW Y3DP …"); empty when the URI has none.
 */
export function manualKeyOf(totpURI: string): string {
  const secret = URL.canParse(totpURI) ? (new URL(totpURI).searchParams.get('secret') ?? '') : '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export const RECOVERY_CODES_FILE_NAME = 'crowdspark-recovery-codes.txt';

/** The text file "Download recovery codes" saves. */
export function recoveryCodesText(codes: readonly string[], email: string, now = new Date()): string {
  return [
    `Crowdspark recovery codes for ${email}`,
    `Created ${now.toISOString().slice(0, 10)}. Each code signs you in once when you cannot use your authenticator app.`,
    'Keep them somewhere safe; new codes replace these.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Saves the codes as a .txt file through the browser's download. */
export function downloadRecoveryCodes(codes: readonly string[], email: string): void {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes, email)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_CODES_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task: the download has taken the URL by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
