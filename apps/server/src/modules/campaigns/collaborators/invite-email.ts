import type { MailMessage } from '../../../plugins/mail.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The invitation mail. To an address without an account it says how to claim the invite: sign
 * up with this address and verify it (docs/product-rules.md#campaign-collaborators).
 */
export function inviteEmail(input: {
  to: string;
  inviterName: string;
  campaignTitle: string | null;
  dashboardUrl: string;
  hasAccount: boolean;
  expiresAt: Date;
}): MailMessage {
  const title = input.campaignTitle ?? 'an untitled campaign';
  const intro = `${input.inviterName} invited you to help run “${title}” on Crowdspark: as a collaborator you can edit its story, media, FAQ and rewards.`;
  const how = input.hasAccount
    ? 'Open your creator dashboard to accept or decline.'
    : 'Sign up with this e-mail address and verify it; the invite then waits on your creator dashboard.';
  const expiry = `The invite expires on ${input.expiresAt.toISOString().slice(0, 10)}. If you do not know ${input.inviterName}, ignore this email.`;
  const text = `Hi,\n\n${intro}\n\n${how}\n${input.dashboardUrl}\n\n${expiry}\n\nThe Crowdspark team\n`;
  const html =
    `<p>Hi,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p>` +
    `<p><a href="${escapeHtml(input.dashboardUrl)}">Open the creator dashboard</a></p><p>${escapeHtml(expiry)}</p><p>The Crowdspark team</p>`;
  return {
    kind: 'collaborator-invite',
    to: input.to,
    subject: `${input.inviterName} invited you to collaborate on ${title}`,
    text,
    html,
  };
}
