"use client";

import { useState } from "react";
import type { ApiReply } from "@/lib/http/client";

type Notice = { kind: "ok" | "error"; text: string } | null;

/**
 * One setting chosen from a list and saved at once: shown immediately, put
 * back when the server refuses. Answers the value, whether a save runs, and
 * the last notice.
 */
export function useChoiceSaver<T>(
  initial: T,
  save: (value: T) => Promise<ApiReply<unknown>>,
  texts: { ok: string; failure: (reply: ApiReply<unknown>) => string },
) {
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  async function choose(next: T) {
    if (saving || next === value) return;
    const before = value;
    setValue(next);
    setSaving(true);
    setNotice(null);
    const reply = await save(next);
    setSaving(false);
    if (!reply.status) {
      setValue(before);
      return setNotice({ kind: "error", text: texts.failure(reply) });
    }
    setNotice({ kind: "ok", text: texts.ok });
  }

  return { value, saving, notice, choose };
}
