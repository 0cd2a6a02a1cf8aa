import { useEffect, useRef } from 'react';

/**
 * A ref to the element that takes the focus when it appears: the heading of a step that opened
 * in place of the button that opened it, so the focus is not lost with that button.
 */
export function useFocusOnMount<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
