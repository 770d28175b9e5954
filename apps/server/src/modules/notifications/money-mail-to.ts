import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailSender } from '../../plugins/mail.js';
import { notificationTargets } from '../users/service.js';
import { sendMoneyMail } from './service.js';

/** A money mail to one person by id (Pro's and memberships' notices), their address read in `trx`. */
export async function sendMoneyMailTo(
  trx: Transaction<Database>,
  mail: MailSender,
  userId: string,
  message: { subject: string; lines: string[]; kind: string },
  settingsUrl: string,
): Promise<void> {
  await sendMoneyMail(trx, mail, (await notificationTargets(trx, [userId])).get(userId), message, settingsUrl);
}
