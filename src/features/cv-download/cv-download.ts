/** Download CV: track first, then always download. */
export const TRACKING_FAILED_MESSAGE = "Download tracking failed";
export const TRACKING_SKIPPED_MESSAGE = "CV download tracking skipped: no backend configured";

type Logger = Pick<Console, "error" | "info">;

interface DownloadCvOptions {
  cvPath: string;
  /** null when no backend is configured. */
  track: (() => Promise<void>) | null;
  download?: (path: string) => void;
  logger?: Logger;
}

export async function downloadCv({
  cvPath,
  track,
  download = downloadFile,
  logger = console,
}: DownloadCvOptions): Promise<void> {
  if (!track) {
    logger.info(TRACKING_SKIPPED_MESSAGE);
  } else {
    try {
      await track();
    } catch (error) {
      logger.error(TRACKING_FAILED_MESSAGE, error);
    }
  }
  download(cvPath);
}

export function fileNameOf(path: string): string {
  const name = (path.split(/[?#]/)[0] ?? "").split("/").filter(Boolean).pop();
  return name ? decodeURIComponent(name) : "";
}

/** A temporary link with `download` saves the file instead of opening it. */
export function downloadFile(path: string, doc: Document = document): void {
  const link = doc.createElement("a");
  link.href = path;
  link.download = fileNameOf(path);
  link.rel = "noopener";
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
}
