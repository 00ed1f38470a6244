"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useServerText } from "@/components/ui/useErrorText";
import { categoryNameError, typedCategoryName } from "@/lib/collections/schemas";
import { parseYoutubeLink } from "@/lib/youtube/links";
import styles from "./Collections.module.css";

/** The documented refusal of a category name in the page's language, or null. */
export function useNameCheck() {
  const serverText = useServerText();
  return (name: string) => {
    const error = categoryNameError(name.trim());
    return error ? serverText(error) : null;
  };
}

type NameFormProps = {
  initial?: string;
  placeholder: string;
  submitLabel: string;
  /** Resolves with an error text to show, or null when done. */
  onSubmit: (name: string) => Promise<string | null>;
  onCancel?: () => void;
  testId: string;
};

/** A category name field: a leading space is blocked, typing stops at 64, Enter submits. */
export function CategoryNameForm({ initial = "", placeholder, submitLabel, onSubmit, onCancel, testId }: NameFormProps) {
  const tc = useTranslations("common");
  const check = useNameCheck();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refusal = check(name);
    if (refusal) return setError(refusal);
    setBusy(true);
    const failed = await onSubmit(name.trim());
    setBusy(false);
    setError(failed);
    if (!failed && !onCancel) setName("");
  }

  return (
    <form className={styles.nameForm} onSubmit={submit} data-testid={testId}>
      <input
        className="input"
        value={name}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={64}
        autoFocus={!!onCancel}
        disabled={busy}
        onChange={(e) => {
          setName(typedCategoryName(e.target.value));
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === "Escape" && onCancel) onCancel();
        }}
        data-testid={`${testId}-input`}
      />
      <button type="submit" className="button button-primary" disabled={busy} data-testid={`${testId}-submit`}>
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {tc("cancel")}
        </button>
      )}
      {error && (
        <p role="alert" className={styles.error} data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </form>
  );
}

/** The documented refusal of a YouTube link in the page's language, or the id. */
export function useLinkCheck() {
  const serverText = useServerText();
  return (link: string): { ok: true; youtubeId: string } | { ok: false; error: string } => {
    const parsed = parseYoutubeLink(link);
    return parsed.ok ? parsed : { ok: false, error: serverText(parsed.error) };
  };
}
