import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { LazyScrollArea } from "./lazy-scroll-area";
import { installResizeObserverStub } from "../../test-utils/resize-observer";

const HEIGHT_PX = 600;

function renderArea() {
  return render(
    <LazyScrollArea maxHeight={HEIGHT_PX} fadeEdges>
      <ol>
        <li>First role</li>
        <li>Second role</li>
      </ol>
    </LazyScrollArea>,
  );
}

describe("LazyScrollArea", () => {
  beforeEach(() => {
    installResizeObserverStub();
  });

  // Only as tall as its content up to the height, so a short list leaves no empty box below it.
  it("shows its content in a native scroll box of the same size while the styled one loads, then the styled one", async () => {
    const { container } = renderArea();
    expect(screen.getByText("First role")).toBeInTheDocument();
    const native = container.querySelector(".overflow-y-auto");
    expect(native).toContainElement(screen.getByText("First role"));
    expect(native).toHaveStyle({ maxHeight: `${HEIGHT_PX}px` });
    expect(container.firstElementChild).not.toHaveStyle({ height: `${HEIGHT_PX}px` });

    await waitFor(() => expect(container.querySelector("[data-radix-scroll-area-viewport]")).not.toBeNull());
    const styled = container.querySelector("[data-radix-scroll-area-viewport]");
    expect(styled).toContainElement(screen.getByText("Second role"));
    expect(styled).toHaveStyle({ maxHeight: `${HEIGHT_PX}px` });
    expect(container.firstElementChild).not.toHaveStyle({ height: `${HEIGHT_PX}px` });
  });
});
