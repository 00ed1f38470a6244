"use client";

import { useEffect, useRef, useState } from "react";

export type CopyOutcome = "yes" | "failed" | null;

/**
 * Copying a read-only field's text: `copy` writes `text` to the clipboard;
 * when the clipboard refuses, the field's text is selected for the reader to
 * copy. `copied` says which happened, for `showMs`, then goes back to null.
 */
export function useCopyField<Field extends HTMLInputElement | HTMLTextAreaElement>(text: string, showMs: number) {
  const field = useRef<Field>(null);
  const [copied, setCopied] = useState<CopyOutcome>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(null), showMs);
    return () => window.clearTimeout(timer);
  }, [copied, showMs]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("yes");
    } catch {
      field.current?.select();
      setCopied("failed");
    }
  }

  return { field, copied, copy };
}
