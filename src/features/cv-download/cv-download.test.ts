import { downloadCv, downloadFile, fileNameOf, TRACKING_FAILED_MESSAGE } from "./cv-download";

function logger() {
  return { error: jest.fn(), info: jest.fn() };
}

describe("downloadCv", () => {
  it("tracks first, then downloads", async () => {
    const calls: string[] = [];
    const log = logger();
    await downloadCv({
      cvPath: "/cv/cv.pdf",
      track: async () => {
        calls.push("track");
      },
      download: (path) => calls.push(`download ${path}`),
      logger: log,
    });
    expect(calls).toEqual(["track", "download /cv/cv.pdf"]);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).not.toHaveBeenCalled();
  });

  it('logs "Download tracking failed" and still downloads when tracking fails', async () => {
    const log = logger();
    const download = jest.fn();
    const failure = new Error("500");
    await downloadCv({ cvPath: "/cv/cv.pdf", track: () => Promise.reject(failure), download, logger: log });
    expect(log.error).toHaveBeenCalledWith(TRACKING_FAILED_MESSAGE, failure);
    expect(TRACKING_FAILED_MESSAGE).toBe("Download tracking failed");
    expect(download).toHaveBeenCalledWith("/cv/cv.pdf");
  });

  it("skips tracking with one info line when no backend is configured", async () => {
    const log = logger();
    const download = jest.fn();
    await downloadCv({ cvPath: "/cv/cv.pdf", track: null, download, logger: log });
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
    expect(download).toHaveBeenCalledWith("/cv/cv.pdf");
  });
});

describe("fileNameOf", () => {
  it.each([
    ["/cv/alex-mustermann-cv.pdf", "alex-mustermann-cv.pdf"],
    ["/cv/my%20cv.pdf?v=2#page=1", "my cv.pdf"],
    ["/", ""],
  ])("%p is saved as %p", (path, name) => {
    expect(fileNameOf(path)).toBe(name);
  });
});

describe("downloadFile", () => {
  it("clicks a temporary download link and removes it", () => {
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    downloadFile("/cv/cv.pdf");
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.getAttribute("href")).toBe("/cv/cv.pdf");
    expect(clicked[0]?.download).toBe("cv.pdf");
    expect(clicked[0]?.isConnected).toBe(false);
    click.mockRestore();
  });
});
