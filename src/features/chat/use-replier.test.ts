import { renderHook, waitFor } from "@testing-library/react";
import { useReplier } from "./use-replier";

const script = {
  topics: [{ id: "projects", keywords: ["projekt"], reply: "Zu den Projekten." }],
  fallback: "Frag mich etwas anderes.",
};

describe("useReplier", () => {
  it("fetches nothing until the visitor starts a message, then answers from the script", async () => {
    const { result, rerender } = renderHook(({ wanted }) => useReplier(script, "en", wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBeUndefined();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current!("Something else entirely")).toBe("Frag mich etwas anderes.");
    rerender({ wanted: false });
    expect(result.current).toBeDefined();
  });

  it("reads a German page's questions with German stems", async () => {
    const { result } = renderHook(() => useReplier(script, "de", true));
    await waitFor(() => expect(result.current).toBeDefined());
    // "Projekten" reaches the keyword "projekt" only through the German stemmer.
    expect(result.current!("Erzähl mir von deinen Projekten")).toBe("Zu den Projekten.");
  });
});
