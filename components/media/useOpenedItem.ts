"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { FILE_TYPE } from "./fileTypes";
import { itemAddress, matchesKey, openedAddress, pushAddress, replaceAddress } from "./urlState";
import type { DirFile, OpenKind } from "./types";

const KIND_TYPE = { photo: FILE_TYPE.photo, video: FILE_TYPE.video } as const;

/** An address written by the player itself as it moved on: the player that wrote it stays. */
type Followed = { address: string; kind: OpenKind; start: DirFile };

/**
 * The photo or video the address opens, looked up among the items the page
 * knows; open() pushes an item's address (a history entry per opened item),
 * close() pushes the page's own address back. follow() is the player moving
 * on by itself: the address is replaced with the item on screen, while the
 * item returned (the player's start) stays, so the player is not restarted.
 */
export function useOpenedItem(known: DirFile[], baseAddress: string) {
  const pathname = usePathname();
  const address = openedAddress(pathname);
  const [followed, setFollowed] = useState<Followed | null>(null);
  const following = followed !== null && followed.address === pathname;
  const addressed = address ? (known.find((file) => file.file_type === KIND_TYPE[address.kind] && matchesKey(file, address.key)) ?? null) : null;
  const item = following ? followed.start : addressed;
  const kind = following ? followed.kind : (address?.kind ?? null);

  const itemRef = useRef(item);
  useEffect(() => {
    itemRef.current = item;
  });

  // Back or forward leaves what the player wrote: an address met again opens its own item.
  useEffect(() => {
    const forget = () => setFollowed(null);
    window.addEventListener("popstate", forget);
    return () => window.removeEventListener("popstate", forget);
  }, []);

  const open = useCallback((kind: OpenKind, file: DirFile) => pushAddress(itemAddress(kind, file)), []);
  const close = useCallback(() => pushAddress(baseAddress), [baseAddress]);
  const follow = useCallback(
    (kind: OpenKind, file: DirFile) => {
      const start = itemRef.current;
      if (!start) return;
      const next = itemAddress(kind, file);
      setFollowed((previous) => (previous?.address === next && previous.start === start ? previous : { address: next, kind, start }));
      replaceAddress(next);
    },
    [setFollowed],
  );

  return { kind, item, open, close, follow };
}
