import { TextEncoder } from "node:util";
import React from "react";
import { act, render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "./picture";

// react-dom/server needs TextEncoder, which jsdom lacks.
Object.assign(global, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
const { hydrateRoot } = require("react-dom/client") as typeof import("react-dom/client");

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 640,
  height: 427,
  backgroundColor: "#d8a848",
  images: {
    fallback: { src: "/static/a/beer.jpg", srcSet: "/static/a/beer.jpg 320w,/static/b/beer.jpg 640w", sizes: "100vw" },
    sources: [
      { type: "image/avif", srcSet: "/static/c/beer.avif 320w,/static/d/beer.avif 640w", sizes: "100vw" },
      { type: "image/webp", srcSet: "/static/e/beer.webp 320w,/static/f/beer.webp 640w", sizes: "100vw" },
    ],
  },
};

describe("Picture", () => {
  it("offers AVIF, then WebP, then the original, at the sizes gatsby-plugin-image made", () => {
    const { container } = render(<Picture image={image} alt="A can of protein beer" />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", "/static/c/beer.avif 320w,/static/d/beer.avif 640w");
    expect(sources[0]).toHaveAttribute("sizes", "100vw");
    const img = screen.getByRole("img", { name: "A can of protein beer" });
    expect(img).toHaveAttribute("src", "/static/a/beer.jpg");
    expect(img).toHaveAttribute("srcset", "/static/a/beer.jpg 320w,/static/b/beer.jpg 640w");
    expect(img).toHaveAttribute("width", "640");
    expect(img).toHaveAttribute("height", "427");
  });

  it("holds the image's shape in its dominant colour until it arrives", () => {
    const { container } = render(<Picture image={image} alt="" className="w-full" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveClass("w-full");
    expect(box.style.aspectRatio).toBe("640 / 427");
    expect(box.style.backgroundColor).toBe("rgb(216, 168, 72)");
  });

  it("loads lazily unless told otherwise, and passes the image's own attributes on", () => {
    const { rerender } = render(<Picture image={image} alt="Beer" />);
    expect(screen.getByRole("img")).toHaveAttribute("loading", "lazy");
    rerender(<Picture image={image} alt="Beer" loading="eager" draggable={false} {...{ "data-stack-photo": "" }} />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("draggable", "false");
    expect(img).toHaveAttribute("data-stack-photo", "");
  });

  it("hydrates the server's markup as it is, without a mismatch", async () => {
    const element = <Picture image={image} alt="Beer" loading="eager" />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    const serverImg = container.querySelector("img");
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector("img")).toBe(serverImg);
    errors.mockRestore();
  });
});
