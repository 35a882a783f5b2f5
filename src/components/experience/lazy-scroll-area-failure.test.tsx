import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { UNEXPECTED_ERROR_MESSAGE } from "../layout/error-boundary";
import { LazyScrollArea } from "./lazy-scroll-area";

// The styled scroll area's chunk cannot be fetched (a dropped connection, a deploy mid-visit).
jest.mock("./scroll-area", () => {
  throw new Error("Loading chunk failed");
});

describe("LazyScrollArea when the styled scroll area cannot load", () => {
  it("keeps its content in the native scroll box instead of the page's error screen", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = render(
      <LazyScrollArea maxHeight={600}>
        <p>Every role stays readable</p>
      </LazyScrollArea>,
    );

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(UNEXPECTED_ERROR_MESSAGE, expect.any(Error), expect.anything()),
    );
    expect(container.querySelector(".overflow-y-auto")).toContainElement(screen.getByText("Every role stays readable"));
    expect(container.querySelector("[data-radix-scroll-area-viewport]")).toBeNull();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
