// The web side of the download gate (server: apps/server/src/billing/gate.ts). One hook that the
// download step asks before generating: today every download is allowed and costs nothing;
// when accounts and credits exist, this is where the sign-in prompt, the credit check and the
// upgrade prompt plug in (product spec §6: a full download uses 1 credit).
import { useCallback } from 'react';

export interface DownloadGate {
  /** Shown above the blurred preview. */
  noticeKey: 'download.notice';
  /** Resolves true when the download may go ahead (after any prompt). */
  request: () => Promise<boolean>;
}

export function useDownloadGate(): DownloadGate {
  const request = useCallback(async () => true, []);
  return { noticeKey: 'download.notice', request };
}
