"use client";

import { usePathname } from "next/navigation";
import { useCallback } from "react";
import { FILE_TYPE } from "./fileTypes";
import { itemAddress, matchesKey, openedAddress, pushAddress } from "./urlState";
import type { DirFile, OpenKind } from "./types";

const KIND_TYPE = { photo: FILE_TYPE.photo, video: FILE_TYPE.video } as const;

/**
 * The photo or video the address opens, looked up among the items the page
 * knows; open() pushes an item's address (a history entry per opened item),
 * close() pushes the page's own address back.
 */
export function useOpenedItem(known: DirFile[], baseAddress: string) {
  const address = openedAddress(usePathname());
  const item = address ? (known.find((file) => file.file_type === KIND_TYPE[address.kind] && matchesKey(file, address.key)) ?? null) : null;

  const open = useCallback((kind: OpenKind, file: DirFile) => pushAddress(itemAddress(kind, file)), []);
  const close = useCallback(() => pushAddress(baseAddress), [baseAddress]);

  return { kind: address?.kind ?? null, item, open, close };
}
