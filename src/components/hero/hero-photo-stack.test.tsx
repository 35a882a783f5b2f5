import React from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { UNEXPECTED_ERROR_MESSAGE } from "../layout/error-boundary";
import { photosFromImageList } from "../../lib/photo-sources";
import { ENGLISH_MESSAGES } from "../../i18n/en";
import { HeroPhotoStack } from "./hero-photo-stack";

// The stack's chunk cannot be fetched (a dropped connection, a deploy mid-visit).
jest.mock("./photo-stack", () => {
  throw new Error("Loading chunk failed");
});

const PHOTO_OF = ENGLISH_MESSAGES["photoStack.photoOf"];
const photos = photosFromImageList("/p1.jpg, /p2.jpg, /p3.jpg", PHOTO_OF);

describe("HeroPhotoStack when the stack's code cannot load", () => {
  it("keeps showing every photo, front one first, instead of the page's error screen", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { container } = render(<HeroPhotoStack photos={photos} />);

    // Past the loading state (which shows the same stand-in): the failure has been caught.
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(UNEXPECTED_ERROR_MESSAGE, expect.any(Error), expect.anything()),
    );
    expect(screen.getByText("Photo 1 of 3")).toBeInTheDocument();
    const images = Array.from(container.querySelectorAll("img[data-stack-photo]"));
    expect(images.map((image) => image.getAttribute("src"))).toEqual(["/p1.jpg", "/p2.jpg", "/p3.jpg"]);
    expect(images[0]?.closest("[aria-hidden]")).toHaveAttribute("aria-hidden", "false");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it("shows a single photo without a position to count", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<HeroPhotoStack photos={photosFromImageList("/p1.jpg", PHOTO_OF)} />);
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByRole("img")).toHaveAttribute("src", "/p1.jpg");
    expect(screen.queryByText(/^Photo \d+ of/)).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
