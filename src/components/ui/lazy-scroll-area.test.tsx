import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { LazyScrollArea } from "./lazy-scroll-area";
import { installResizeObserverStub } from "../../test-utils/resize-observer";

const HEIGHT_PX = 600;

function renderArea() {
  return render(
    <LazyScrollArea height={HEIGHT_PX} fadeEdges>
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

  it("shows its content in a native scroll box of the same height while the styled one loads, then the styled one", async () => {
    const { container } = renderArea();
    expect(screen.getByText("First role")).toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ height: `${HEIGHT_PX}px` });
    expect(container.querySelector(".overflow-y-auto")).toContainElement(screen.getByText("First role"));

    await waitFor(() => expect(container.querySelector("[data-radix-scroll-area-viewport]")).not.toBeNull());
    expect(container.querySelector("[data-radix-scroll-area-viewport]")).toContainElement(
      screen.getByText("Second role"),
    );
    expect(container.firstElementChild).toHaveStyle({ height: `${HEIGHT_PX}px` });
  });
});
