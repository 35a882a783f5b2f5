/** jsdom has no matchMedia: a stand-in where no query matches (a narrow viewport, motion allowed). */
export function installMatchMediaStub(): void {
  window.matchMedia = jest.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}
