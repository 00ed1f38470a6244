import type { Socket } from "socket.io-client";

/** The next `event` on `socket` whose payload passes `where`. */
export function nextEvent<T>(socket: Socket, event: string, where: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve) => {
    const listener = (payload: T) => {
      if (!where(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}
