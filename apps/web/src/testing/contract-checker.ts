import { CONTRACT_MODULES } from '@crowdspark/shared/api-routes/contract-schemas';
import type { ResponseChecker } from '@/lib/check-response';

/**
 * Parses an answer with the shared response schema its fetcher names (installed for every unit
 * test by vitest.setup.ts): a fetch mock whose body is not what the server would send fails the
 * test with zod's message, naming the field.
 */
export const contractChecker: ResponseChecker = (body, contract, schemaName) => {
  const schema: unknown = (CONTRACT_MODULES[contract] as Record<string, unknown>)[schemaName];
  if (typeof schema !== 'object' || schema === null || !('parse' in schema) || typeof schema.parse !== 'function')
    throw new Error(`No response schema ${schemaName} in contracts/${contract}.`);
  return (schema.parse as (data: unknown) => unknown)(body);
};
