// The converter's download gate: the shared one of the account feature (sign-in prompt, upgrade
// prompt, Idempotency-Key per attempt) plus the credit notice shown above the blurred preview.
import { type DownloadGate, useDownloadGate as useAccountGate } from '../account/index.ts';

export interface ConverterDownloadGate extends DownloadGate {
  /** Shown above the blurred preview (plain text, not a button). */
  noticeKey: 'download.notice';
}

export function useDownloadGate(): ConverterDownloadGate {
  return { ...useAccountGate(), noticeKey: 'download.notice' };
}
