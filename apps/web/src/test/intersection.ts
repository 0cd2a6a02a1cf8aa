import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** jsdom has no IntersectionObserver: these see what a test shows them, all at once. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  show() {
    this.callback(
      [{ isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

/** Puts the fake observers in place, none made yet; call it before rendering. */
export function observeIntersectionsByHand(): void {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** Shows every observed block, once their observers exist: effects start after the paint. */
export async function scrollToEverything(): Promise<void> {
  await waitFor(() => expect(FakeIntersectionObserver.instances).not.toHaveLength(0));
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) observer.show();
  });
}
