import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { Registry } from '../../registry.js';

/** A lower fee another module grants a campaign owner at settlement (Pro: decision 0033), or null. */
export type SettlementFeeRule = (
  trx: Transaction<Database>,
  ownerId: string,
  now: Date,
) => Promise<{ percent: number; rule: string } | null>;

export interface SettlementFee {
  percent: number;
  /** 'standard', or the name the granting rule gave (e.g. 'pro'); recorded on the settlement. */
  rule: string;
}

/**
 * The fee rules other modules register from their plugin.ts (`app.settlementFeeRules`), so the
 * settlement asks them without pledges importing those modules.
 */
export type SettlementFeeRules = Registry<SettlementFeeRule>;

export function createSettlementFeeRules(): SettlementFeeRules {
  return new Registry<SettlementFeeRule>('settlement fee rule');
}

/**
 * The fee of an owner's settlement: the lowest any registered rule grants; with none granting one,
 * the configured platform fee (docs/product-rules.md#platform-fee).
 */
export async function lowestSettlementFee(
  trx: Transaction<Database>,
  rules: SettlementFeeRules,
  ownerId: string,
  now: Date,
  standardPercent: number,
): Promise<SettlementFee> {
  let fee: SettlementFee = { percent: standardPercent, rule: 'standard' };
  for (const rule of rules.all()) {
    const granted = await rule(trx, ownerId, now);
    if (granted && granted.percent < fee.percent) fee = granted;
  }
  return fee;
}
