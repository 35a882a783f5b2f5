import React from "react";
import { render, screen } from "@testing-library/react";
import { UNEXPECTED_ERROR_MESSAGE } from "./error-boundary";
import { wrapRootElement } from "./wrap-root-element";

function Broken(): React.ReactElement {
  throw new Error("render failed");
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

type WrapArgs = Parameters<NonNullable<typeof wrapRootElement>>;
const renderRoot = (element: React.ReactElement) =>
  render(<>{wrapRootElement?.({ element } as WrapArgs[0], {} as WrapArgs[1])}</>);

describe("the root error boundary", () => {
  it("renders the page as it is while nothing fails", () => {
    renderRoot(<p>The page</p>);
    expect(screen.getByText("The page")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it(`replaces a page that throws with "${UNEXPECTED_ERROR_MESSAGE}" and a way back, and logs the error`, () => {
    renderRoot(<Broken />);
    const alert = screen.getByRole("alert");
    expect(alert).toContainElement(screen.getByRole("heading", { name: "Unexpected Application Error!" }));
    expect(screen.getByRole("link", { name: "Reload the page" })).toHaveAttribute("href", "/");
    expect(consoleError).toHaveBeenCalledWith(
      UNEXPECTED_ERROR_MESSAGE,
      expect.objectContaining({ message: "render failed" }),
      expect.any(String),
    );
    expect(screen.queryByText("render failed")).not.toBeInTheDocument();
  });

  it("also says what failed under `npm run develop`, where whoever sees it is editing the site", () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "development";
    try {
      renderRoot(<Broken />);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    expect(screen.getByRole("alert")).toContainElement(screen.getByText("render failed"));
  });
});
