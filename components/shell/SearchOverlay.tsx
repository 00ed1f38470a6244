"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { CloseIcon, EnterIcon, SearchIcon } from "@/components/ui/icons";
import { SEARCH_CLEAR_EVENT, SEARCH_EVENT, searchRequest, type SearchRequest } from "./search";
import styles from "./MenuBar.module.css";

type Props = {
  /** Folder relpath the search is limited to; null searches everything. */
  scope: string | null;
  onClose: () => void;
  /** The query of a search carried back from a result. */
  initialText?: string;
};

/** The search box under the menu bar. Results are shown by SearchResults, which listens for `hems:search`. */
export function SearchOverlay({ scope, onClose, initialText = "" }: Props) {
  const t = useTranslations("search");
  const [text, setText] = useState(initialText);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = searchRequest(text, scope);
    if (!request) return;
    window.dispatchEvent(new CustomEvent<SearchRequest>(SEARCH_EVENT, { detail: request }));
  }

  function clear() {
    setText("");
    window.dispatchEvent(new CustomEvent(SEARCH_CLEAR_EVENT));
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <form role="search" className={styles.search} onSubmit={submit} onKeyDown={onKeyDown} data-testid="search-overlay">
      <SearchIcon className={styles.searchIcon} size={20} />
      <input
        ref={inputRef}
        type="search"
        className={styles.searchInput}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={scope ? t("placeholderScoped") : t("placeholder")}
        aria-label={t("label")}
        enterKeyHint="search"
        data-testid="search-input"
      />
      {text && (
        <button type="button" className={styles.iconButton} onClick={clear} aria-label={t("clear")} title={t("clear")} data-testid="search-clear">
          <CloseIcon size={18} />
        </button>
      )}
      <button type="submit" className={styles.searchSubmit} disabled={!text.trim()} data-testid="search-submit">
        <EnterIcon size={18} />
        <span>{t("submit")}</span>
      </button>
    </form>
  );
}
