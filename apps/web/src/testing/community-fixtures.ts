import type { Comment } from '@crowdspark/shared/contracts/community';

/** A visitor's comment as the API answers it; override what a test is about. */
export function commentFixture(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'k1',
    parentId: null,
    body: 'Love it',
    deleted: false,
    author: { username: 'vic', displayName: 'Vic Visitor', photoURL: null },
    badges: [],
    createdAt: '2026-11-23T10:00:00.000Z',
    editedAt: null,
    viewer: { canEdit: false, canDelete: false, canReport: true },
    ...overrides,
  };
}
