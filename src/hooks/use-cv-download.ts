import { useCallback, useRef, useState } from "react";
import { readBackendConfig } from "../lib/backend-config";
import { downloadCv } from "../lib/cv-download";
import { createCvTracker, trackingBody } from "../lib/cv-tracking";

const backend = readBackendConfig();
const track = backend ? createCvTracker(backend) : null;

/** Download CV (SPEC §7); a second click while one is under way is ignored. */
export function useCvDownload(cvPath: string): { start: () => void; isPending: boolean } {
  const [isPending, setIsPending] = useState(false);
  const pending = useRef(false);

  const start = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    setIsPending(true);
    const body = () => trackingBody(new Date(), navigator.userAgent, document.referrer);
    void downloadCv({ cvPath, track: track ? () => track(body()) : null }).finally(() => {
      pending.current = false;
      setIsPending(false);
    });
  }, [cvPath]);

  return { start, isPending };
}
