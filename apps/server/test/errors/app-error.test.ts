import { ERROR_CODES } from '@crowdspark/shared/contracts/errors';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_STATUS, errorCodeForStatus } from '../../src/errors/app-error.js';
import { GENERIC_INTERNAL_MESSAGE, toErrorReply } from '../../src/errors/error-response.js';

describe('error codes and statuses', () => {
  it('maps every shared error code to a status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('picks the generic code for a status codes share', () => {
    expect(errorCodeForStatus(400)).toBe('BAD_REQUEST');
    expect(errorCodeForStatus(403)).toBe('FORBIDDEN');
    expect(errorCodeForStatus(418)).toBe('BAD_REQUEST');
    expect(errorCodeForStatus(502)).toBe('INTERNAL');
  });

  it('never lets an INTERNAL AppError message through', () => {
    const reply = toErrorReply(new AppError('INTERNAL', 'ledger invariant broken for account 42'));
    expect(reply).toEqual({
      status: 500,
      body: { error: { code: 'INTERNAL', message: GENERIC_INTERNAL_MESSAGE } },
      internal: true,
    });
  });

  it('treats thrown non-errors as internal', () => {
    expect(toErrorReply('a string').status).toBe(500);
    expect(toErrorReply(null).status).toBe(500);
    expect(toErrorReply({ statusCode: 503, message: 'upstream x' }).body.error.message).toBe(GENERIC_INTERNAL_MESSAGE);
  });
});
