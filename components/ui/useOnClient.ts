import { useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/** False on the server and while hydrating, true after: portals need <body>, and some answers need the browser. */
export function useOnClient(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}
