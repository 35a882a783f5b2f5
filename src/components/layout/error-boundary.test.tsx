import React from "react";
import { render, screen } from "@testing-library/react";
import { UNEXPECTED_ERROR_MESSAGE } from "./error-boundary";
import { wrapPageElement } from "./wrap-page-element";
import { GERMAN_MESSAGES } from "../../i18n/de";
import { siteLanguages } from "../../i18n/languages";

function Broken(): React.ReactElement {
  throw new Error("render failed");
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

type WrapArgs = Parameters<NonNullable<typeof wrapPageElement>>;
const renderRoot = (element: React.ReactElement, pageContext: object = {}) =>
  render(<>{wrapPageElement?.({ element, props: { pageContext } } as unknown as WrapArgs[0], {} as WrapArgs[1])}</>);

describe("the page's error boundary", () => {
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

  it("speaks the page's language and leads back to its home page", () => {
    renderRoot(<Broken />, { lang: "de", languages: siteLanguages(["en", "de"]), messages: GERMAN_MESSAGES });
    expect(screen.getByRole("heading", { name: GERMAN_MESSAGES["errorBoundary.title"] })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: GERMAN_MESSAGES["errorBoundary.reload"] })).toHaveAttribute("href", "/de/");
  });
});
