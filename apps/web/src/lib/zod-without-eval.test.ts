import { describe, expect, it } from 'vitest';
import '@/lib/zod-without-eval';
import { globalConfig } from 'zod/v4/core';
import { z } from 'zod';

describe('zod without eval', () => {
  it('puts zod in jitless mode, so it never probes for eval (a CSP violation report)', () => {
    expect(globalConfig.jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
