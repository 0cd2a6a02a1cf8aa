/** The least time between two typing changes a member's partner hears from them. */
export const TYPING_CHANGE_SPACING_MS = 1_000;

interface PairState {
  /** what the partner last heard: not typing until told otherwise */
  heard: boolean;
  /** what the member's sockets last said */
  wanted: boolean;
  /** running for a spacing after each change sent: changes meanwhile wait for it */
  spacing: ReturnType<typeof setTimeout> | undefined;
}

export interface TypingRelayOptions {
  /** tells `toUserId` that `fromUserId` types (true) or stopped (false) */
  send: (fromUserId: number, toUserId: number, typing: boolean) => void;
  spacingMs?: number;
}

/**
 * Passes a member's typing on to a partner as changes of state, at most one a spacing: a
 * repeated state is not sent again, and a change that comes sooner waits for the spacing to end,
 * when the latest state is sent if it differs from what the partner heard. However many sockets
 * of a member say they type, and however often, the partner hears about one change a second.
 * Counted on each API instance.
 */
export class TypingRelay {
  readonly #pairs = new Map<string, PairState>();
  readonly #send: TypingRelayOptions['send'];
  readonly #spacingMs: number;

  constructor({ send, spacingMs = TYPING_CHANGE_SPACING_MS }: TypingRelayOptions) {
    this.#send = send;
    this.#spacingMs = spacingMs;
  }

  /** The pairs it keeps: those whose partner heard "typing", or heard a change a moment ago. */
  get size(): number {
    return this.#pairs.size;
  }

  change(fromUserId: number, toUserId: number, typing: boolean): void {
    const key = `${fromUserId}:${toUserId}`;
    let pair = this.#pairs.get(key);
    if (!pair) {
      pair = { heard: false, wanted: typing, spacing: undefined };
      this.#pairs.set(key, pair);
    }
    pair.wanted = typing;
    if (pair.spacing === undefined) this.#settle(key, pair, fromUserId, toUserId);
  }

  /** Drops every pending change (the app is closing). */
  stop(): void {
    for (const pair of this.#pairs.values()) clearTimeout(pair.spacing);
    this.#pairs.clear();
  }

  #settle(key: string, pair: PairState, fromUserId: number, toUserId: number): void {
    if (pair.wanted === pair.heard) {
      if (!pair.wanted) this.#pairs.delete(key);
      return;
    }
    pair.heard = pair.wanted;
    this.#send(fromUserId, toUserId, pair.heard);
    pair.spacing = setTimeout(() => {
      pair.spacing = undefined;
      this.#settle(key, pair, fromUserId, toUserId);
    }, this.#spacingMs);
  }
}
