import { COMMENT_BODY_MAX } from '@crowdspark/shared/constants/community';
import { AppError } from '../../errors/app-error.js';

/**
 * A comment is plain text (docs/product-rules.md#comments): no HTML is ever interpreted (the web
 * app renders it as text and turns http(s) links into anchors itself). Stored text loses control
 * characters (except line breaks and tabs), bidirectional overrides and zero-width runs, keeps at
 * most two blank lines in a row, and is trimmed; what is left must not be empty.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF]/g;

export function plainCommentText(input: string): string {
  const text = input
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text === '') throw new AppError('BAD_REQUEST', 'Write something first.', { body: 'Write something first.' });
  if (text.length > COMMENT_BODY_MAX)
    throw new AppError('BAD_REQUEST', `A comment is at most ${COMMENT_BODY_MAX} characters.`, {
      body: `A comment is at most ${COMMENT_BODY_MAX} characters.`,
    });
  return text;
}
