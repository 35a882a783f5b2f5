import { renderHook, waitFor } from "@testing-library/react";
import { stemOf } from "./chat-words";
import { germanStemOf } from "./german-stem";
import { useStemmer } from "./use-stemmer";

describe("useStemmer", () => {
  it("has the English stemmer at once", () => {
    const { result } = renderHook(() => useStemmer("en", false));
    expect(result.current).toBe(stemOf);
  });

  it("fetches the German stemmer only once the visitor starts a message", async () => {
    const { result, rerender } = renderHook(({ wanted }) => useStemmer("de", wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current).toBeUndefined();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toBe(germanStemOf));
    rerender({ wanted: false });
    expect(result.current).toBe(germanStemOf);
  });
});
