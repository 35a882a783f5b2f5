import React from "react";
import { fireEvent, render as rtlRender, screen, waitFor } from "@testing-library/react";
import { EARLY_INPUT_ATTR, STACK_LIVE_ATTR } from "../../boot/contract";
import { EARLY_INPUT, addEarlyInput } from "../../boot/early-input";
import { PhotoStack } from "./photo-stack";

const IMAGES = "/photos/a.jpg, /photos/b.jpg,/photos/c.jpg";

function gallery() {
  return screen.getByRole("region", { name: "Photo gallery" });
}

/** The visitor turns to the stack; its features arrive by dynamic import and it goes live. */
async function goLive() {
  fireEvent.pointerOver(gallery());
  await waitFor(() => expect(gallery()).toHaveAttribute(STACK_LIVE_ATTR));
}

/** Rendered and, where there is a gallery, live. */
async function render(ui: React.ReactElement) {
  const result = rtlRender(ui);
  if (screen.queryByRole("region")) await goLive();
  return result;
}

describe("PhotoStack", () => {
  it("takes a comma-separated list of image addresses", async () => {
    const { container } = await render(<PhotoStack images={IMAGES} />);
    const sources = Array.from(container.querySelectorAll("img")).map((image) => image.getAttribute("src"));
    expect(sources).toEqual(["/photos/a.jpg", "/photos/b.jpg", "/photos/c.jpg"]);
  });

  it("is a focusable region that announces the position politely", async () => {
    await render(<PhotoStack images={IMAGES} />);
    expect(gallery()).toHaveAttribute("tabindex", "0");
    const position = screen.getByText("Photo 1 of 3");
    expect(position).toHaveAttribute("aria-live", "polite");
  });

  it("swipes with the left and right arrow keys, cycling round", async () => {
    await render(<PhotoStack images={IMAGES} />);
    gallery().focus();
    fireEvent.keyDown(gallery(), { key: "ArrowRight" });
    expect(screen.getByText("Photo 2 of 3")).toBeInTheDocument();
    fireEvent.keyDown(gallery(), { key: "ArrowLeft" });
    expect(screen.getByText("Photo 3 of 3")).toBeInTheDocument();
    fireEvent.keyDown(gallery(), { key: "ArrowRight" });
    expect(screen.getByText("Photo 1 of 3")).toBeInTheDocument();
  });

  it("shows the next photo with a button beside the count, cycling round", async () => {
    await render(<PhotoStack images={IMAGES} />);
    const next = screen.getByRole("button", { name: "Next photo" });
    fireEvent.click(next);
    expect(screen.getByText("Photo 2 of 3")).toBeInTheDocument();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText("Photo 1 of 3")).toBeInTheDocument();
  });

  it("ignores other keys", async () => {
    await render(<PhotoStack images={IMAGES} />);
    fireEvent.keyDown(gallery(), { key: "ArrowDown" });
    fireEvent.keyDown(gallery(), { key: "Enter" });
    expect(screen.getByText("Photo 1 of 3")).toBeInTheDocument();
  });

  it("exposes only the front photo, with its alt text", async () => {
    await render(
      <PhotoStack
        photos={[
          { key: "a", src: "/a.jpg", alt: "Portrait on orange" },
          { key: "b", src: "/b.jpg", alt: "Portrait on teal" },
        ]}
      />,
    );
    expect(screen.getByRole("img")).toHaveAccessibleName("Portrait on orange");
    fireEvent.keyDown(gallery(), { key: "ArrowRight" });
    expect(screen.getByRole("img")).toHaveAccessibleName("Portrait on teal");
  });

  it("fans two blank, hidden cards out behind a deck of several, and none behind a single photo", async () => {
    const { container, unmount } = await render(<PhotoStack images={IMAGES} />);
    const backs = Array.from(container.querySelectorAll("[data-deck-back]"));
    expect(backs).toHaveLength(2);
    backs.forEach((back) => {
      expect(back.closest("[aria-hidden='true']")).toBe(back);
      expect(back.querySelector("img")).toBeNull();
    });
    unmount();
    const still = await render(<PhotoStack images="/photos/a.jpg" />);
    expect(still.container.querySelector("[data-deck-back]")).toBeNull();
  });

  it("loads every card eagerly and the front one first", async () => {
    const { container } = await render(<PhotoStack images={IMAGES} />);
    const images = Array.from(container.querySelectorAll("img"));
    images.forEach((image) => expect(image).toHaveAttribute("loading", "eager"));
    expect(images.map((image) => image.getAttribute("fetchpriority"))).toEqual(["high", null, null]);
  });

  it("with two photos swipes from the first to the second and back, either way", async () => {
    await render(<PhotoStack images="/photos/a.jpg, /photos/b.jpg" />);
    expect(screen.getByText("Photo 1 of 2")).toBeInTheDocument();
    fireEvent.keyDown(gallery(), { key: "ArrowRight" });
    expect(screen.getByText("Photo 2 of 2")).toBeInTheDocument();
    fireEvent.keyDown(gallery(), { key: "ArrowRight" });
    expect(screen.getByText("Photo 1 of 2")).toBeInTheDocument();
    fireEvent.keyDown(gallery(), { key: "ArrowLeft" });
    expect(screen.getByText("Photo 2 of 2")).toBeInTheDocument();
    // The front card's place takes the drag, so a card still turning back is grabbed where the stack stands.
    expect(document.querySelector('[data-photo-card="front"]')?.parentElement).toHaveClass("cursor-grab");
  });

  it("shows a single photo still: no gallery to focus, no swipe hint, no drag, no position", async () => {
    const { container } = await render(
      <PhotoStack photos={[{ key: "a", src: "/a.jpg", alt: "Portrait on orange" }]} />,
    );
    expect(screen.getByRole("img")).toHaveAccessibleName("Portrait on orange");
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(container.querySelector("[tabindex]")).toBeNull();
    expect(screen.queryByText(/arrow key/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Photo \d+ of/)).not.toBeInTheDocument();
    expect(container.querySelector("[data-photo-card], .cursor-grab")).toBeNull();
  });

  it("renders nothing without photos", async () => {
    const { container } = await render(<PhotoStack images=" , " />);
    expect(container).toBeEmptyDOMElement();
  });

  describe("before the visitor has turned to it", () => {
    it("lies still, without its drag code, and is not live", async () => {
      rtlRender(<PhotoStack images={IMAGES} />);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(gallery()).not.toHaveAttribute(STACK_LIVE_ATTR);
      expect(gallery()).not.toHaveAttribute(EARLY_INPUT_ATTR);
    });

    it("plays back the arrow keys pressed before it was live, once each", async () => {
      rtlRender(<PhotoStack images={IMAGES} />);
      gallery().focus();
      fireEvent.keyDown(gallery(), { key: "ArrowRight" });
      fireEvent.keyDown(gallery(), { key: "Enter" });
      fireEvent.keyDown(gallery(), { key: "ArrowLeft" });
      expect(screen.getByText("Photo 1 of 3")).toBeInTheDocument();
      // The stack turns live in one render and plays the keys back in the effect after it.
      await waitFor(() => expect(screen.getByText("Photo 3 of 3")).toBeInTheDocument());
      expect(gallery()).toHaveAttribute(STACK_LIVE_ATTR);
      // Played back once: a second playback would move on from the third photo.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByText("Photo 3 of 3")).toBeInTheDocument();
      expect(gallery()).not.toHaveAttribute(EARLY_INPUT_ATTR);
    });

    it("fetches its drag code on a click of the next-photo button, then shows the next photo", async () => {
      rtlRender(<PhotoStack images={IMAGES} />);
      fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
      await waitFor(() => expect(screen.getByText("Photo 2 of 3")).toBeInTheDocument());
      expect(gallery()).toHaveAttribute(STACK_LIVE_ATTR);
    });

    it("plays back the swipes the inline recorder put in the gallery's buffer", async () => {
      rtlRender(<PhotoStack images={IMAGES} />);
      addEarlyInput(gallery(), ["1", "1"], EARLY_INPUT);
      await waitFor(() => expect(screen.getByText("Photo 3 of 3")).toBeInTheDocument());
      expect(gallery()).toHaveAttribute(STACK_LIVE_ATTR);
    });
  });
});
