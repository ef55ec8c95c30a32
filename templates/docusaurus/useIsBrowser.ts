import { useSyncExternalStore } from 'react';

const noSubscription = (): (() => void) => () => undefined;

/** `useIsBrowser()`: false in the server's HTML and while an island hydrates, true afterwards. */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
