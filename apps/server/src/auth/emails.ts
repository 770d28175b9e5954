import type { MailMessage } from '../plugins/mail.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function message(
  kind: string,
  to: string,
  subject: string,
  name: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): MailMessage {
  const text = `Hi ${name},\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\nThe Crowdspark team\n`;
  const html =
    `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>The Crowdspark team</p>`;
  return { kind, to, subject, text, html };
}

export function verificationEmail(to: string, name: string, link: string): MailMessage {
  return message(
    'verify-email',
    to,
    'Verify your email address',
    name,
    'Please confirm that this is your email address for Crowdspark.',
    'Verify my email',
    link,
    'The link is valid for 24 hours. If you did not create an account, ignore this email.',
  );
}

export function changeEmailEmail(to: string, name: string, link: string): MailMessage {
  return message(
    'change-email',
    to,
    'Confirm your new email address',
    name,
    'You asked to use this address for your Crowdspark account.',
    'Confirm my new email',
    link,
    'The link is valid for 24 hours. If you did not ask for this, ignore this email.',
  );
}

export function resetPasswordEmail(to: string, name: string, link: string): MailMessage {
  return message(
    'reset-password',
    to,
    'Reset your password',
    name,
    'Someone (hopefully you) asked to reset the password of your Crowdspark account.',
    'Choose a new password',
    link,
    'The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays the same.',
  );
}
