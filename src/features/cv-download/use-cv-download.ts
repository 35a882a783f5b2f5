import { useCallback, useState } from "react";
import { readBackendConfig } from "./backend-config";
import { downloadCv } from "./cv-download";
import { createCvTracker, trackingBody } from "./cv-tracking";

const backend = readBackendConfig();
const track = backend ? createCvTracker(backend) : null;

/**
 * Download CV: every click is its own tracked download, so rapid
 * clicks give one download each; the button is busy while any is under way
 * and never blocks the next click.
 */
export function useCvDownload(cvPath: string): { start: () => void; isPending: boolean } {
  const [pendingCount, setPendingCount] = useState(0);

  const start = useCallback(() => {
    setPendingCount((count) => count + 1);
    const body = trackingBody(new Date(), navigator.userAgent, document.referrer);
    void downloadCv({ cvPath, track: track ? () => track(body) : null }).finally(() => {
      setPendingCount((count) => count - 1);
    });
  }, [cvPath]);

  return { start, isPending: pendingCount > 0 };
}
