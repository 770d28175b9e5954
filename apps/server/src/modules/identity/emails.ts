import type { MailMessage } from '../../plugins/mail.js';

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

/** To the old address once the account's email changed: undo it, and secure the account. */
export function emailChangedEmail(to: string, name: string, newEmail: string, undoLink: string, resetLink: string): MailMessage {
  const intro = `The email address of your Crowdspark account was changed to ${newEmail}.`;
  const outro =
    'If you made this change, there is nothing to do. If you did not, restore your address with the link above (it works for 7 days), then choose a new password: ' +
    `${resetLink} (that link works once, for 1 hour; after it expires, use "Forgot password" with your restored address).`;
  const text = `Hi ${name},\n\n${intro}\n\nNot you? Restore my previous address: ${undoLink}\n\n${outro}\n\nThe Crowdspark team\n`;
  const html =
    `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p>` +
    `<p>Not you? <a href="${escapeHtml(undoLink)}">Restore my previous address</a></p>` +
    `<p>If you made this change, there is nothing to do. If you did not, restore your address with the link above (it works for 7 days), then ` +
    `<a href="${escapeHtml(resetLink)}">choose a new password</a> (that link works once, for 1 hour; after it expires, use “Forgot password” with your restored address).</p>` +
    `<p>The Crowdspark team</p>`;
  return { kind: 'email-changed', to, subject: 'Your Crowdspark email address was changed', text, html };
}

/** To an address that already has an account when someone signs up with it (the sign-up answer reveals nothing). */
export function signUpAttemptEmail(to: string, name: string, signInLink: string, resetLink: string): MailMessage {
  const text =
    `Hi ${name},\n\nSomeone (perhaps you) tried to create a Crowdspark account with this address, which already has one.\n\n` +
    `Sign in: ${signInLink}\n\nForgot your password? Reset it: ${resetLink}\n\nIf this was not you, ignore this email: nothing changed.\n\nThe Crowdspark team\n`;
  const html =
    `<p>Hi ${escapeHtml(name)},</p><p>Someone (perhaps you) tried to create a Crowdspark account with this address, which already has one.</p>` +
    `<p><a href="${escapeHtml(signInLink)}">Sign in</a> or, if you forgot your password, <a href="${escapeHtml(resetLink)}">reset it</a>.</p>` +
    `<p>If this was not you, ignore this email: nothing changed.</p><p>The Crowdspark team</p>`;
  return { kind: 'sign-up-attempt', to, subject: 'Someone tried to sign up with your address', text, html };
}
