/** jsdom has no ResizeObserver, which Radix's scroll area needs: a stand-in that never reports. */
export function installResizeObserverStub(): void {
  window.ResizeObserver = jest.fn(() => ({
    observe: jest.fn(),
    unobserve: jest.fn(),
    disconnect: jest.fn(),
  })) as unknown as typeof ResizeObserver;
}
