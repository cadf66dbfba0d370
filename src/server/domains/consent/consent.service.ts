import {
  CONSENT_CHOICES,
  type ConsentChoice,
  type ConsentRecordBody,
  type ConsentSummaryRow,
} from '../../../shared/consent/consent-schemas.ts';
import type { Executor } from '../../db/executor.ts';
import { countConsentRecords, insertConsentRecord } from './consent.repository.ts';

/** Stores one consent choice (issue 17): the time, the choice and the banner revision, nothing more. */
export async function recordConsent(db: Executor, body: ConsentRecordBody, now = new Date()): Promise<void> {
  await insertConsentRecord(db, { choice: body.choice, bannerVersion: body.bannerVersion, createdAt: now.toISOString() });
}

const isChoice = (value: string): value is ConsentChoice => (CONSENT_CHOICES as readonly string[]).includes(value);

/** How often each choice was made per banner version, for administrators. */
export async function consentSummary(db: Executor): Promise<ConsentSummaryRow[]> {
  const rows = await countConsentRecords(db);
  return rows.flatMap(({ choice, ...row }) => (isChoice(choice) ? [{ ...row, choice }] : []));
}
