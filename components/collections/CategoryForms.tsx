"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { categoryNameError, typedCategoryName } from "@/lib/collections/schemas";
import { BAD_FORMAT, EMPTY_LINK, NOT_YOUTUBE_LINK, parseYoutubeLink } from "@/lib/youtube/links";
import styles from "./Collections.module.css";

const NAME_TEXT_KEYS: Record<string, "nameTooShort" | "nameTooLong" | "nameBadChars"> = {
  "Name must be at least 2 characters long.": "nameTooShort",
  "Name must be 64 characters or less.": "nameTooLong",
  'Sorry. These characters are not allowed: <>:"/\\|?*': "nameBadChars",
};

/** The documented refusal of a category name in the page's language, or null. */
export function useNameCheck() {
  const t = useTranslations("categories");
  return (name: string) => {
    const error = categoryNameError(name.trim());
    return error ? t(NAME_TEXT_KEYS[error]) : null;
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

const LINK_TEXT_KEYS: Record<string, "emptyLink" | "notYoutube" | "badFormat"> = {
  [EMPTY_LINK]: "emptyLink",
  [NOT_YOUTUBE_LINK]: "notYoutube",
  [BAD_FORMAT]: "badFormat",
};

/** The documented refusal of a YouTube link in the page's language, or the id. */
export function useLinkCheck() {
  const t = useTranslations("videos");
  return (link: string): { ok: true; youtubeId: string } | { ok: false; error: string } => {
    const parsed = parseYoutubeLink(link);
    return parsed.ok ? parsed : { ok: false, error: t(LINK_TEXT_KEYS[parsed.error]) };
  };
}
