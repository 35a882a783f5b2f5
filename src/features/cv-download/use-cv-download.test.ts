import { act, renderHook } from "@testing-library/react";
import { downloadCv } from "./cv-download";
import { useCvDownload } from "./use-cv-download";

jest.mock("./cv-download", () => ({ downloadCv: jest.fn() }));

const mockDownload = downloadCv as jest.MockedFunction<typeof downloadCv>;

describe("useCvDownload", () => {
  it("starts one download per click, also while earlier ones are under way", async () => {
    const finishers: Array<() => void> = [];
    mockDownload.mockImplementation(() => new Promise<void>((resolve) => finishers.push(resolve)));
    const { result } = renderHook(() => useCvDownload("/cv.pdf"));

    act(() => {
      result.current.start();
      result.current.start();
      result.current.start();
    });
    expect(mockDownload).toHaveBeenCalledTimes(3);
    expect(mockDownload).toHaveBeenCalledWith(expect.objectContaining({ cvPath: "/cv.pdf" }));
    expect(result.current.isPending).toBe(true);

    await act(async () => finishers.splice(0, 2).forEach((finish) => finish()));
    expect(result.current.isPending).toBe(true);
    await act(async () => finishers.splice(0).forEach((finish) => finish()));
    expect(result.current.isPending).toBe(false);
  });
});
