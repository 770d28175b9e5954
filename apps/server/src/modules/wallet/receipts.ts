import type { WalletReceipt, WalletTransaction } from '@crowdspark/shared/contracts/wallet';
import type { Kysely } from 'kysely';
import type { Database, LedgerTransactionType } from '../../db/schema.js';
import { signedMoney, utcDateTime } from '../../documents/document-text.js';
import { PdfDocumentWriter } from '../../documents/pdf-document.js';
import { AppError } from '../../errors/app-error.js';
import { findCampaign } from '../campaigns/service.js';
import { toMinorUnits } from '../ledger/amounts.js';
import { walletTransactions } from './repository.js';
import type { WalletTransactionRow } from './repository.js';

/** The wallet's holder, as receipts and statements name them. */
export interface WalletHolder {
  id: string;
  email: string;
  displayName: string;
}

/** What each kind of movement is called on receipts and statements. */
export const MOVEMENT_LABELS: Record<LedgerTransactionType, string> = {
  top_up: 'Wallet top-up',
  withdrawal: 'Withdrawal to bank account',
  withdrawal_reversal: 'Withdrawal returned to wallet',
  payout: 'Payout',
  pledge: 'Pledge',
  pledge_change: 'Pledge change',
  pledge_refund: 'Pledge refund',
  settlement: 'Campaign settlement',
  fee: 'Platform fee',
  membership: 'Membership',
  correction: 'Correction',
  subscription: 'Pro subscription',
  promotion: 'Campaign promotion',
  promotion_refund: 'Promotion refund',
};

const NOT_YOURS = 'No transaction of yours has this id.';

export function toWalletTransaction(row: WalletTransactionRow): WalletTransaction {
  return {
    id: row.id,
    type: row.type,
    amount: toMinorUnits(row.amount),
    currency: row.currency,
    description: row.description,
    paymentId: row.paymentId,
    withdrawalId: row.withdrawalId,
    campaignId: row.campaignId,
    pledgeId: row.pledgeId,
    receiptUrl: `/api/wallet/transactions/${row.id}/receipt`,
    receiptPdfUrl: `/api/wallet/transactions/${row.id}/receipt.pdf`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One movement of the holder's own wallet with what its receipt shows; anyone else's is "not found". */
export async function walletReceipt(db: Kysely<Database>, holder: WalletHolder, transactionId: string): Promise<WalletReceipt> {
  const [row] = await walletTransactions(db, holder.id, { limit: 1, transactionId });
  if (!row) throw new AppError('NOT_FOUND', NOT_YOURS);
  const campaign = row.campaignId ? await findCampaign(db, row.campaignId) : undefined;
  return {
    transaction: toWalletTransaction(row),
    holder: { name: holder.displayName, email: holder.email },
    campaign: row.campaignId ? { id: row.campaignId, title: campaign?.title ?? null } : null,
  };
}

/** The receipt's lines, label and value, in the order both files print them. */
function receiptFields(receipt: WalletReceipt): [string, string][] {
  const { transaction: t, holder, campaign } = receipt;
  return [
    ['Receipt number', t.id],
    ['Date', utcDateTime(new Date(t.createdAt))],
    ['Account holder', `${holder.name} <${holder.email}>`],
    ['Type', MOVEMENT_LABELS[t.type]],
    ['Description', t.description],
    ['Amount', signedMoney(t.amount, t.currency)],
    ...(t.paymentId ? [['Payment', t.paymentId] as [string, string]] : []),
    ...(t.withdrawalId ? [['Withdrawal', t.withdrawalId] as [string, string]] : []),
    ...(campaign ? [['Campaign', campaign.title ? `${campaign.title} (${campaign.id})` : campaign.id] as [string, string]] : []),
    ...(t.pledgeId ? [['Pledge', t.pledgeId] as [string, string]] : []),
  ];
}

const RECEIPT_NOTE = 'Amounts are shown as they affected your Crowdspark wallet.';

/** The plain-text receipt (GET /api/wallet/transactions/:id/receipt). */
export async function walletReceiptText(
  db: Kysely<Database>,
  holder: WalletHolder,
  transactionId: string,
): Promise<{ filename: string; text: string }> {
  const receipt = await walletReceipt(db, holder, transactionId);
  const lines = receiptFields(receipt).map(([label, value]) => `${`${label}:`.padEnd(16)}${value}`);
  const text = ['Crowdspark receipt', '==================', ...lines, '', RECEIPT_NOTE, ''].join('\n');
  return { filename: `crowdspark-receipt-${receipt.transaction.id}.txt`, text };
}

/** The same receipt as a PDF (GET /api/wallet/transactions/:id/receipt.pdf). */
export async function walletReceiptPdf(
  db: Kysely<Database>,
  holder: WalletHolder,
  transactionId: string,
  now: Date,
): Promise<{ filename: string; pdf: Buffer }> {
  const receipt = await walletReceipt(db, holder, transactionId);
  const writer = new PdfDocumentWriter({ title: `Crowdspark receipt ${receipt.transaction.id}`, createdAt: now });
  writer
    .title('Crowdspark receipt', `Generated ${utcDateTime(now)}`)
    .fields(receiptFields(receipt))
    .paragraph(RECEIPT_NOTE, { muted: true });
  const pdf = await writer.finish(`Crowdspark receipt ${receipt.transaction.id}`);
  return { filename: `crowdspark-receipt-${receipt.transaction.id}.pdf`, pdf };
}
