import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/features/auth/hooks/use-auth';

describe('useAuth', () => {
  it('throws the product’s sentence outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(new Error('useAuth must be used within an AuthProvider'));
  });
});
