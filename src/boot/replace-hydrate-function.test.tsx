import { TextEncoder } from "node:util";
import React, { useState } from "react";
import { act, fireEvent } from "@testing-library/react";
import { EARLY_INPUT_ATTR, REACT_STARTED_ATTR } from "./contract";
import { replaceHydrateFunction } from "./replace-hydrate-function";

// react-dom/server needs TextEncoder, which jsdom lacks.
Object.assign(global, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}

/** Gatsby's page shell around the page, as the server renders it into #___gatsby. */
const page = (
  <div id="gatsby-focus-wrapper">
    <Counter />
  </div>
);

describe("replaceHydrateFunction", () => {
  const renderPage = replaceHydrateFunction();
  let unmount: () => void = () => undefined;

  afterEach(() => {
    act(() => unmount());
    document.documentElement.removeAttribute(REACT_STARTED_ATTR);
  });

  it("hydrates the server's markup in place, without a mismatch, and the page then responds", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    const serverButton = container.querySelector("button");
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      unmount = renderPage(page, container);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector("button")).toBe(serverButton);
    expect(document.documentElement).toHaveAttribute(REACT_STARTED_ATTR);

    act(() => fireEvent.click(serverButton!));
    expect(serverButton).toHaveTextContent("Clicked 1 times");
  });

  it("clicks again the button a visitor clicked before React arrived, once, and takes the click", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverButton = container.querySelector("button")!;
    serverButton.setAttribute(EARLY_INPUT_ATTR, "click");
    await act(async () => {
      unmount = renderPage(page, container);
    });
    expect(serverButton).toHaveTextContent("Clicked 1 times");
    expect(serverButton).not.toHaveAttribute(EARLY_INPUT_ATTR);
    container.remove();
  });

  it("leaves the input another control takes, such as a swipe on the photo stack", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const gallery = document.createElement("div");
    gallery.setAttribute(EARLY_INPUT_ATTR, "1 -1");
    document.body.append(gallery);
    await act(async () => {
      unmount = renderPage(page, container);
    });
    expect(gallery).toHaveAttribute(EARLY_INPUT_ATTR, "1 -1");
    expect(container.querySelector("button")).toHaveTextContent("Clicked 0 times");
    gallery.remove();
    container.remove();
  });

  it("sends again, once, the form a visitor sent with Enter before React arrived, and never natively", async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    const form = (
      <div id="gatsby-focus-wrapper">
        <form onSubmit={onSubmit}>
          <textarea defaultValue="" />
        </form>
      </div>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.append(container);
    container.querySelector("form")!.setAttribute(EARLY_INPUT_ATTR, "submit");
    const native = jest.fn((event: Event) => expect(event.defaultPrevented).toBe(true));
    document.addEventListener("submit", native);
    await act(async () => {
      unmount = renderPage(form, container);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(native).toHaveBeenCalledTimes(1);
    expect(container.querySelector("form")).not.toHaveAttribute(EARLY_INPUT_ATTR);
    document.removeEventListener("submit", native);
    container.remove();
  });

  it("clicks it as often as the visitor did", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    container.querySelector("button")!.setAttribute(EARLY_INPUT_ATTR, "click click click");
    await act(async () => {
      unmount = renderPage(page, container);
    });
    expect(container.querySelector("button")).toHaveTextContent("Clicked 3 times");
    container.remove();
  });

  it("renders into a container without server markup, as under gatsby develop", async () => {
    const container = document.createElement("div");
    container.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
    await act(async () => {
      unmount = renderPage(page, container);
    });
    expect(container.querySelector("button")).toHaveTextContent("Clicked 0 times");
  });

  it("gives Gatsby a cleanup that unmounts the page", async () => {
    const container = document.createElement("div");
    await act(async () => {
      unmount = renderPage(page, container);
    });
    act(() => unmount());
    expect(container).toBeEmptyDOMElement();
    unmount = () => undefined;
  });
});
