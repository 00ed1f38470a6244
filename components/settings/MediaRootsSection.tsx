"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { AddMediaRootInput, mediaRootErrorOf } from "@/lib/media/schemas";
import type { MediaRootView } from "@/lib/media/service";
import { isScanning, mediaRootCall, mediaRootsKey, mediaRootsQuery } from "./queries/mediaRoots";
import { useServerText } from "@/components/ui/useErrorText";
import { ScanProgress } from "@/components/media/ScanProgress";
import styles from "./MediaRootsSection.module.css";

/**
 * Settings, "Media folders" (owner, home face): the home's media roots with
 * where they come from, what they hold and how their scan goes; a form that
 * adds a folder of the server; Remove (after a confirmation) for the folders
 * added here. Folders set in MEDIA_ROOTS are shown but changed on the server.
 */
export function MediaRootsSection({ initial }: { initial: MediaRootView[] }) {
  const t = useTranslations("settings.mediaRoots");
  const errorText = useServerText();
  const queryClient = useQueryClient();
  const roots = useQuery({ ...mediaRootsQuery(), initialData: initial });
  const [name, setName] = useState("");
  const [folder, setFolder] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<MediaRootView | null>(null);

  /** A refusal in the reader's language when it is one of ours, else as the server wrote it. */
  function describe(text: string): string {
    const known = mediaRootErrorOf(text);
    return known ? t(`errors.${known.key}`, { root: known.root }) : t("failed", { error: text });
  }

  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaRootsKey });

  const add = useMutation({
    mutationFn: (input: AddMediaRootInput) => mediaRootCall<MediaRootView>("/api_ctx/add_media_root", input),
    onSuccess: (root) => {
      setName("");
      setFolder("");
      setNotice(t("added", { name: root.name }));
      queryClient.setQueryData<MediaRootView[]>(mediaRootsKey, (list = []) => [...list.filter((r) => r.name !== root.name), root]);
      return refresh();
    },
    onError: (failure) => setError(describe(failure.message)),
  });

  const remove = useMutation({
    mutationFn: (root: MediaRootView) => mediaRootCall<{ removed: string }>("/api_ctx/remove_media_root", { name: root.name }),
    onSuccess: ({ removed }) => {
      setNotice(t("removed", { name: removed }));
      queryClient.setQueryData<MediaRootView[]>(mediaRootsKey, (list = []) => list.filter((r) => r.name !== removed));
    },
    onError: (failure) => setError(describe(failure.message)),
    onSettled: () => {
      setRemoving(null);
      return refresh();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    // The same checks as the server's, answered at once; the server checks the folder itself.
    const input = AddMediaRootInput.safeParse({ name, path: folder });
    if (!input.success) return setError(describe(input.error.issues[0]?.message ?? ""));
    add.mutate(input.data);
  }

  const list = roots.data ?? [];
  return (
    <section className={styles.part} data-testid="settings-media-roots" aria-labelledby="media-roots-title">
      <h2 id="media-roots-title">{t("title")}</h2>
      <p className={styles.intro}>{t("intro")}</p>
      {/* A running scan's bar for its whole run (steps done, total, time left, the phase under it), as on the library pages. */}
      <ScanProgress />

      {list.length === 0 ? (
        <p className={styles.empty} data-testid="media-roots-empty">
          {t("empty")}
        </p>
      ) : (
        <ul className={styles.list} data-testid="media-roots-list">
          {list.map((root) => (
            <li key={root.name} className={styles.row} data-testid="media-root" data-name={root.name} data-source={root.source}>
              <div className={styles.head}>
                <span className={styles.name}>{root.name}</span>
                <span className={styles.badge} data-source={root.source} data-testid="media-root-source">
                  {root.source === "settings" ? t("sourceSettings") : root.demo ? t("sourceDemo") : t("sourceEnv")}
                </span>
              </div>
              <code className={styles.path} data-testid="media-root-path">
                {root.path}
              </code>
              <p className={styles.detail}>
                <span data-testid="media-root-counts">{t("counts", { photos: root.photos, videos: root.videos, folders: root.folders })}</span>
                <span className={styles.scan} data-status={root.scan.status} data-testid="media-root-scan">
                  {scanText(t, root, errorText)}
                </span>
              </p>
              {!root.removable && (
                <p className={styles.envNote} data-testid="media-root-env-note">
                  {root.demo ? t("demoNote") : t("envNote")}
                </p>
              )}
              {!root.available && (
                <p className={styles.warning} data-testid="media-root-unavailable">
                  {t("unavailable")}
                </p>
              )}
              {root.removable && (
                <div className={styles.actions}>
                  <button type="button" className="button" onClick={() => setRemoving(root)} disabled={remove.isPending} data-testid="media-root-remove">
                    {t("remove")}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {roots.isError && (
        <p className={styles.error} role="alert">
          {t("loadFailed")}{" "}
          <button type="button" className="button" onClick={() => roots.refetch()}>
            {t("retry")}
          </button>
        </p>
      )}

      <form className={styles.form} onSubmit={submit} noValidate data-testid="media-root-form">
        <h3 className={styles.formTitle}>{t("addTitle")}</h3>
        <div className={styles.fields}>
          <label className={styles.field}>
            <span>{t("name")}</span>
            <input
              className={`input ${styles.input}`}
              value={name}
              maxLength={64}
              placeholder={t("namePlaceholder")}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
              data-testid="media-root-name"
            />
          </label>
          <label className={`${styles.field} ${styles.pathField}`}>
            <span>{t("path")}</span>
            <input
              className={`input ${styles.input}`}
              value={folder}
              placeholder={t("pathPlaceholder")}
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              onChange={(e) => setFolder(e.target.value)}
              data-testid="media-root-path-input"
            />
          </label>
          <button type="submit" className={`button button-primary ${styles.addButton}`} disabled={add.isPending} data-testid="media-root-add">
            {add.isPending ? t("adding") : t("add")}
          </button>
        </div>
        <p className={styles.help}>{t("addHelp")}</p>
        <p className={styles.error} role="alert" data-testid="media-root-error">
          {error}
        </p>
        {notice && (
          <p className={styles.notice} role="status" data-testid="media-root-notice">
            {notice}
          </p>
        )}
      </form>

      <ConfirmDialog
        open={!!removing}
        title={t("removeTitle")}
        message={removing ? t("removeConfirm", { name: removing.name }) : ""}
        confirmLabel={t("remove")}
        destructive
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

type Translate = ReturnType<typeof useTranslations<"settings.mediaRoots">>;

function scanText(t: Translate, root: MediaRootView, errorText: (text: string) => string): string {
  const { status, phase, seen, total, error } = root.scan;
  if (status === "failed") return t("scanFailed", { error: error ? errorText(error) : "" });
  if (status === "none") return t("scanNone");
  if (status === "queued") return t("scanQueued");
  if (isScanning(root)) {
    if (phase === "metadata") return t("scanMetadata", { seen, total });
    if (phase === "thumbnails") return t("scanThumbnails", { seen, total });
    return t("scanFiles", { seen, total });
  }
  return t("scanDone");
}
