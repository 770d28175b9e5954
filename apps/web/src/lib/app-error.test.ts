import { describe, expect, it } from 'vitest';
import { classifyError, toAppError } from '@/lib/app-error';

describe('classifyError', () => {
  it.each([
    ['Network request failed', 'NetworkError'],
    ['You appear to be offline', 'NetworkError'],
    ['Connection reset by peer', 'NetworkError'],
    ['Host unreachable', 'NetworkError'],
    ['Failed to fetch', 'NetworkError'],
    ['Validation failed: title is required', 'ValidationError'],
    ['Invalid amount', 'ValidationError'],
    ['Unauthorized: admin only', 'AuthorizationError'],
    ['Missing permission to edit', 'AuthorizationError'],
    ['Unauthenticated', 'AuthenticationError'],
    ['Login required', 'AuthenticationError'],
    ['Token expired', 'AuthenticationError'],
    ['Internal server error', 'ServerError'],
    ['Request failed with status 500', 'ServerError'],
    ['Database is locked', 'DatabaseError'],
    ['Query timed out', 'DatabaseError'],
    ['db write rejected', 'DatabaseError'],
    ['Something odd happened', 'UnknownError'],
  ])('%s → %s', (message, type) => {
    expect(classifyError(new Error(message))).toBe(type);
  });

  describe('precedence', () => {
    it('checks "unauthenticated" before every other rule', () => {
      // Would otherwise match NetworkError ("connection") or AuthorizationError-looking text.
      expect(classifyError('Unauthenticated connection refused')).toBe('AuthenticationError');
      expect(classifyError('UNAUTHENTICATED: invalid session')).toBe('AuthenticationError');
    });

    it('keeps "unauthorized" an authorization problem even when a token is mentioned', () => {
      expect(classifyError('Unauthorized: token lacks permission')).toBe('AuthorizationError');
    });

    it('follows the product keyword order for the other overlaps', () => {
      expect(classifyError('Invalid token')).toBe('ValidationError');
      expect(classifyError('Database connection lost')).toBe('NetworkError');
      expect(classifyError('Server rejected the query')).toBe('ServerError');
    });

    it('matches short keywords as whole words only', () => {
      expect(classifyError('Thanks for the feedback')).toBe('UnknownError');
      expect(classifyError('Goal of 1500 reached')).toBe('UnknownError');
    });
  });

  it('reads messages from strings and plain objects', () => {
    expect(classifyError('offline')).toBe('NetworkError');
    expect(classifyError({ message: 'permission denied' })).toBe('AuthorizationError');
    expect(classifyError(undefined)).toBe('UnknownError');
  });
});

describe('toAppError', () => {
  it('records message, type, timestamp, original error and stack', () => {
    const original = new Error('Validation failed');
    const record = toAppError(original, () => new Date('2026-11-22T10:00:00Z'));
    expect(record).toEqual({
      message: 'Validation failed',
      type: 'ValidationError',
      timestamp: '2026-11-22T10:00:00.000Z',
      originalError: original,
      stack: original.stack,
    });
  });
});
