import * as campaigns from '@crowdspark/shared/contracts/campaigns';
import * as contact from '@crowdspark/shared/contracts/contact';
import * as discovery from '@crowdspark/shared/contracts/discovery';
import * as pledgeCheckout from '@crowdspark/shared/contracts/pledge-checkout';
import * as pledges from '@crowdspark/shared/contracts/pledges';
import * as search from '@crowdspark/shared/contracts/search';
import * as social from '@crowdspark/shared/contracts/social';
import * as users from '@crowdspark/shared/contracts/users';
import * as wallet from '@crowdspark/shared/contracts/wallet';
import type { ResponseChecker } from '@/lib/check-response';

const CONTRACTS = { campaigns, contact, discovery, 'pledge-checkout': pledgeCheckout, pledges, search, social, users, wallet };

/**
 * Parses an answer with the shared response schema its fetcher names (installed for every unit
 * test by vitest.setup.ts): a fetch mock whose body is not what the server would send fails the
 * test with zod's message, naming the field.
 */
export const contractChecker: ResponseChecker = (body, contract, schemaName) => {
  const schema: unknown = (CONTRACTS[contract] as Record<string, unknown>)[schemaName];
  if (typeof schema !== 'object' || schema === null || !('parse' in schema) || typeof schema.parse !== 'function')
    throw new Error(`No response schema ${schemaName} in contracts/${contract}.`);
  return (schema.parse as (data: unknown) => unknown)(body);
};
