"use client";

import { useMemo, useState, type FormEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { parseMediaLink } from "@/lib/channels/media-path";
import { watchUrl } from "@/lib/youtube/links";
import { EditableVideoGrid } from "@/components/grid/EditableVideoGrid";
import { InlineYouTube } from "@/components/player/InlineYouTube";
import { ADD_FAILED_SHOW_MS } from "@/components/grid/constants";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { useErrorText, useServerText } from "@/components/ui/useErrorText";
import { useTimedMessage } from "@/components/ui/useTimedMessage";
import { useSearchScope } from "@/components/shell/ShellContext";
import { useSettingsLink } from "@/components/ui/SettingsLink";
import {
  briefQuery,
  categoryHref,
  fromB64,
  categoryQuery,
  playerHref,
  sectionsQuery,
  ytApi,
  ytKeys,
  type YtSection,
  type YtVideo,
  withShownTitles,
} from "./api";
import { CategoryNameForm, useLinkCheck } from "./CategoryForms";
import styles from "./Collections.module.css";
import { IconButton } from "@/components/ui/IconButton";

// The category view (/tbview, /tbgview, /ytdirview): without a category, every
// category with its first row of videos; with one, its whole video grid. Both
// list the categories; edit mode adds, renames and deletes them, and adds,
// reorders and deletes videos. In view mode empty categories are hidden.

type Props = { tebeView: boolean; enRelpath?: string; editMode: boolean };

type GridVideo = YtVideo & { title: string; mediaPath: string };

const gridItems = (videos: YtVideo[], pendingTitle: string): GridVideo[] =>
  withShownTitles(videos, pendingTitle).map((video) => ({ ...video, title: video.file_title, mediaPath: video.channel_media_path }));

export function CategoryView({ tebeView, enRelpath, editMode }: Props) {
  const t = useTranslations("collections");
  // Inside a category the menu bar's search looks in it only.
  useSearchScope(enRelpath ? fromB64(enRelpath) : null);
  return (
    <div className={styles.page} data-testid="category-view" data-edit-mode={editMode}>
      {enRelpath ? (
        <CategoryVideos tebeView={tebeView} enRelpath={enRelpath} editMode={editMode} />
      ) : (
        <>
          <h1 className={styles.pageTitle}>{t("rootTitle")}</h1>
          <BriefCategories tebeView={tebeView} editMode={editMode} />
        </>
      )}
      <SectionList tebeView={tebeView} current={enRelpath} editMode={editMode} />
    </div>
  );
}

function BriefCategories({ tebeView, editMode }: { tebeView: boolean; editMode: boolean }) {
  const t = useTranslations("collections");
  const te = useTranslations("errors");
  const errorText = useErrorText();
  const router = useRouter();
  const pendingTitle = useTranslations("videos")("titlePending");
  const settingsLink = useSettingsLink();
  const brief = useQuery(briefQuery(tebeView));
  if (brief.isPending) return <p className={styles.muted}>{t("loading")}</p>;
  if (brief.isError)
    return (
      <p role="alert" className={styles.error}>
        {te("loadMediaFailed", { error: errorText(brief.error) })}
      </p>
    );
  const shown = brief.data.filter((page) => editMode || page.dir_files.length > 0);
  if (shown.length === 0)
    return (
      <p className={styles.muted} data-testid="categories-empty">
        {editMode ? t("noCategoriesEdit") : t.rich("noCategories", { settings: settingsLink })}
      </p>
    );
  return (
    <div className={styles.briefList}>
      {shown.map((page) => (
        <section key={page.dir_info.id} className={styles.card} data-testid="brief-category">
          <header className={styles.cardHeader}>
            <h2 className={styles.cardTitle}>
              <Link href={categoryHref(tebeView, page.dir_info.en_relpath, page.dir_info.dir_name_orig)} data-testid="brief-category-link">
                {page.dir_info.dir_name_orig}
              </Link>
            </h2>
            <span className={styles.muted}>{t("videoCount", { count: page.dir_info.video_count })}</span>
          </header>
          <EditableVideoGrid
            items={gridItems(page.dir_files as YtVideo[], pendingTitle)}
            editMode={false}
            brief
            forceDisablePlay={editMode}
            renderPlaying={(video, stop) => <InlineYouTube videoId={video.youtube_id} onEnded={stop} />}
            onOpen={(video) => router.push(playerHref(tebeView, video))}
            emptyText={t("emptyCategory")}
          />
        </section>
      ))}
    </div>
  );
}

/** One category's whole grid, with the add-video form in edit mode. */
export function CategoryVideos({ tebeView, enRelpath, editMode, compact }: { tebeView: boolean; enRelpath: string; editMode: boolean; compact?: boolean }) {
  const t = useTranslations("collections");
  const tv = useTranslations("videos");
  const te = useTranslations("errors");
  const errorText = useErrorText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const api = ytApi(tebeView);
  const category = useQuery(categoryQuery(tebeView, enRelpath));
  const pendingTitle = tv("titlePending");
  const items = useMemo(() => gridItems(category.data?.videos ?? [], pendingTitle), [category.data, pendingTitle]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ytKeys.all });

  /** A refused or failed reorder rejects: the grid shows why and puts back the order refetched here. */
  async function reorder(ids: string[]): Promise<null> {
    try {
      await api.reorder(
        enRelpath,
        ids.map((id) => items.find((v) => v.id === id)!.youtube_id),
      );
      return null;
    } finally {
      await refresh();
    }
  }

  async function remove(video: GridVideo) {
    try {
      await api.deleteVideo(video.youtube_id, enRelpath);
    } catch (error) {
      window.alert(tv("deleteFailed", { error: errorText(error) }));
    }
    await refresh();
  }

  if (category.isPending) return <p className={styles.muted}>{t("loading")}</p>;
  if (category.isError)
    return (
      <p role="alert" className={styles.error} data-testid="category-error">
        {te("loadMediaFailed", { error: errorText(category.error) })}
      </p>
    );
  const { info } = category.data;

  return (
    <section className={styles.category} data-testid="category-videos">
      {!compact && (
        <nav aria-label={t("breadcrumb")} className={styles.breadcrumb}>
          <Link href={categoryHref(tebeView, "", "")}>{t("rootTitle")}</Link>
          <span aria-hidden>›</span>
          <h1 className={styles.pageTitle} data-testid="category-title">
            {info.dir_name_orig}
          </h1>
        </nav>
      )}
      {editMode && <AddVideo existing={items} onAdd={(link) => api.saveVideo(link, enRelpath).finally(refresh)} />}
      <EditableVideoGrid
        items={items}
        editMode={editMode}
        onReorder={reorder}
        onDelete={remove}
        renderPlaying={(video, stop) => <InlineYouTube videoId={video.youtube_id} onEnded={stop} />}
        onOpen={(video) => router.push(playerHref(tebeView, video))}
        emptyText={editMode ? t("emptyCategoryEdit") : t("emptyCategory")}
        testId="category-grid"
      />
    </section>
  );
}

/**
 * A YouTube link, or a link copied with 'Copy video link' (/yv/{id}/...) from
 * another category or a channel: the YouTube id to add, or the refusal to show.
 */
function useAddableLink() {
  const t = useTranslations("collections");
  const serverText = useServerText();
  const check = useLinkCheck();
  return (link: string): { ok: true; youtubeId: string } | { ok: false; error: string } => {
    const value = link.trim();
    if (!/^\/(yv|lv)\//.test(value)) return check(value);
    const parsed = parseMediaLink(value);
    if (!parsed.ok) return { ok: false, error: serverText(parsed.error) };
    if (parsed.path.type !== "yv") return { ok: false, error: t("onlyOnlineVideos") };
    return { ok: true, youtubeId: parsed.path.mediaId };
  };
}

/** Edit mode: the category's one link box (a YouTube link or a copied video link). */
function AddVideo({ existing, onAdd }: { existing: YtVideo[]; onAdd: (link: string) => Promise<{ video: YtVideo; message: string }> }) {
  const tv = useTranslations("videos");
  const te = useTranslations("errors");
  const errorText = useErrorText();
  const check = useAddableLink();
  const [link, setLink] = useState("");
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ titlePending: boolean } | null>(null);
  const [error, showError] = useTimedMessage();

  const fail = (text: string) => showError({ text, kind: "error" }, ADD_FAILED_SHOW_MS);

  async function add(value: string) {
    const parsed = check(value);
    if (!parsed.ok) return fail(parsed.error);
    if (existing.some((video) => video.youtube_id === parsed.youtubeId)) return fail(tv("duplicateYoutube"));
    setBusy(true);
    try {
      const { message } = await onAdd(watchUrl(parsed.youtubeId));
      setLink("");
      showError(null);
      // One outcome: the video is saved; without metadata its title comes later (never 'added' and 'failed' together).
      setAdded({ titlePending: message === "Failed possibly due to this video's owner account setting." });
    } catch (e) {
      fail(tv("addFailed", { error: errorText(e, { submitFailed: "videos.submitFailed" }) }));
    } finally {
      setBusy(false);
    }
  }

  async function fromClipboard() {
    let text: string;
    try {
      text = await navigator.clipboard.readText();
    } catch {
      return fail(te("clipboardReadFailed"));
    }
    setLink(text);
    await add(text);
  }

  if (added) {
    return (
      <div className={styles.addDone} data-testid="add-video-done">
        <p role="status" className={styles.success} data-testid="add-video-success">
          {added.titlePending ? tv("addedTitlePending") : tv("added")}
        </p>
        <IconButton className="button button-primary" onClick={() => setAdded(null)} label={tv("addAnother")} testId="add-video-again">
          +
        </IconButton>
      </div>
    );
  }
  return (
    <form
      className={styles.nameForm}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void add(link);
      }}
      data-testid="add-video"
    >
      <input
        className="input"
        value={link}
        placeholder={tv("linkPlaceholder")}
        aria-label={tv("linkPlaceholder")}
        disabled={busy}
        onChange={(e) => setLink(e.target.value)}
        data-testid="add-video-input"
      />
      <button type="button" className="button" onClick={() => void fromClipboard()} disabled={busy} data-testid="add-video-clipboard">
        {tv("pasteLink")}
      </button>
      <button type="submit" className="button button-primary" disabled={busy} data-testid="add-video-submit">
        {tv("addVideo")}
      </button>
      {error && (
        <p role="alert" className={styles.error} data-testid="add-video-error">
          {error.text}
        </p>
      )}
    </form>
  );
}

/** The list of categories; edit mode adds, renames and deletes them. */
function SectionList({ tebeView, current, editMode }: { tebeView: boolean; current?: string; editMode: boolean }) {
  const tc = useTranslations("categories");
  const errorText = useErrorText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const api = ytApi(tebeView);
  const sections = useQuery(sectionsQuery(tebeView));
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<YtSection | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, showError] = useTimedMessage();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ytKeys.all });

  async function add(name: string): Promise<string | null> {
    try {
      await api.saveSection(name);
      await refresh();
      return null;
    } catch (e) {
      return errorText(e, { submitFailed: "categories.submitFailed" });
    }
  }

  async function rename(section: YtSection, name: string): Promise<string | null> {
    if (name === section.file_name) {
      setRenaming(null);
      return null;
    }
    try {
      const renamed = await api.renameSection(section.folder_url, name);
      setRenaming(null);
      await refresh();
      if (current === section.folder_url) router.replace(categoryHref(tebeView, renamed.folder_url, renamed.file_name));
      return null;
    } catch (e) {
      return errorText(e);
    }
  }

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    try {
      await api.deleteSection(deleting.folder_url);
      if (current === deleting.folder_url) router.replace(categoryHref(tebeView, "", ""));
    } catch {
      showError({ text: tc("deleteFailed"), kind: "error" }, ADD_FAILED_SHOW_MS);
    } finally {
      setBusy(false);
      setDeleting(null);
      await refresh();
    }
  }

  const shown = (sections.data ?? []).filter((section) => editMode || section.video_count > 0 || section.folder_url === current);
  if (!editMode && shown.length === 0) return null;
  return (
    <section className={styles.sections} aria-labelledby="category-sections-title" data-testid="category-sections">
      <h2 id="category-sections-title" className={styles.sectionsTitle}>
        {tc("title")}
      </h2>
      {editMode && <CategoryNameForm placeholder={tc("addPlaceholder")} submitLabel={tc("add")} onSubmit={add} testId="add-category" />}
      {error && (
        <p role="alert" className={styles.error} data-testid="category-delete-error">
          {error.text}
        </p>
      )}
      <ul className={styles.sectionList}>
        {shown.map((section) => (
          <li
            key={section.id}
            className={section.folder_url === current ? styles.currentSection : undefined}
            data-testid="category-section"
            data-name={section.file_name}
          >
            {renaming === section.id ? (
              <CategoryNameForm
                initial={section.file_name}
                placeholder={tc("rename")}
                submitLabel={tc("rename")}
                onSubmit={(name) => rename(section, name)}
                onCancel={() => setRenaming(null)}
                testId="rename-category"
              />
            ) : (
              <>
                <Link href={categoryHref(tebeView, section.folder_url, section.file_name)} className={styles.sectionLink} data-testid="category-link">
                  {section.file_name}
                  <span className={styles.count}>{section.video_count}</span>
                </Link>
                {editMode && (
                  <span className={styles.sectionActions}>
                    <button type="button" className="button" onClick={() => setRenaming(section.id)} data-testid="category-rename">
                      {tc("rename")}
                    </button>
                    <button type="button" className="button button-danger" onClick={() => setDeleting(section)} data-testid="category-delete">
                      {tc("delete")}
                    </button>
                  </span>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {editMode && shown.length === 0 && <p className={styles.muted}>{tc("empty")}</p>}
      <ConfirmDialog
        open={!!deleting}
        message={tc("deleteConfirm", { name: deleting?.file_name ?? "" })}
        destructive
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
