"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { postJson } from "@/lib/http/client";
import type { MediaRootView } from "@/lib/media/service";
import type { UserSettings } from "@/lib/shell/viewer";
import { SearchIndexSection } from "@/components/search/SearchIndexSection";
import { MediaRootsSection } from "./MediaRootsSection";
import { AgentSection } from "./AgentSection";
import type { AgentConnection } from "@/lib/agent/upstream";
import styles from "./SettingsPanel.module.css";

type EditModes = Pick<UserSettings, "ytEditMode" | "medialensEditMode">;

/** The settings page's parts; the server keeps the two edit modes exclusive. Media folders: the home face's owner only (null otherwise). */
export function SettingsPanel({
  initial,
  tebeView,
  mediaRoots = null,
  agent = null,
}: {
  initial: EditModes;
  tebeView: boolean;
  mediaRoots?: MediaRootView[] | null;
  /** The home face's connection to a hosted service (lib/agent/upstream.ts); null on the tebe face. */
  agent?: AgentConnection | null;
}) {
  const t = useTranslations("settings");
  const router = useRouter();
  const [modes, setModes] = useState<EditModes>({ ytEditMode: initial.ytEditMode, medialensEditMode: initial.medialensEditMode });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Shown at once (turning one mode on turns the other off), put back if saving fails.
  async function toggle(mode: keyof EditModes, on: boolean) {
    const before = modes;
    setModes(on ? { ytEditMode: mode === "ytEditMode", medialensEditMode: mode === "medialensEditMode" } : { ...modes, [mode]: false });
    setSaving(true);
    setError(null);
    const reply = await postJson<UserSettings>("/api_ctx/update_config", { [mode]: on });
    setSaving(false);
    if (!reply.status || !reply.data) {
      setModes(before);
      return setError(reply.error ?? t("saveFailed"));
    }
    setModes({ ytEditMode: reply.data.ytEditMode, medialensEditMode: reply.data.medialensEditMode });
    router.refresh();
  }

  return (
    <div className={styles.page} data-testid="settings-page">
      <h1>{t("title")}</h1>
      <EditModeSection
        title={t("ytEditTitle")}
        checked={modes.ytEditMode}
        disabled={saving}
        onChange={(on) => toggle("ytEditMode", on)}
        testId="settings-yt-edit"
      />
      {!tebeView && (
        <EditModeSection
          title={t("reelStoryTitle")}
          checked={modes.medialensEditMode}
          disabled={saving}
          onChange={(on) => toggle("medialensEditMode", on)}
          testId="settings-lens-edit"
          sectionTestId="settings-reel-story"
        />
      )}
      <section className={styles.part}>
        <h2>{t("autoPlayTitle")}</h2>
        <Link href={tebeView ? "/tbautoplaylist/y" : "/autoplaylist"} className="button" data-testid="settings-autoplay-link">
          {t("configuration")}
        </Link>
      </section>
      {error && (
        <p role="alert" className={styles.error} data-testid="settings-error">
          {error}
        </p>
      )}
      {mediaRoots && <MediaRootsSection initial={mediaRoots} />}
      {agent && <AgentSection initial={agent} />}
      {/* The tebe face's index is rebuilt from /tbsettings. */}
      {!tebeView && <SearchIndexSection kinds={["f2f", "yt"]} className={styles.part} />}
    </div>
  );
}

/** One edit mode's part: its title and the 'Enable edit' checkbox. */
function EditModeSection({
  title,
  checked,
  disabled,
  onChange,
  testId,
  sectionTestId,
}: {
  title: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  testId: string;
  sectionTestId?: string;
}) {
  const t = useTranslations("settings");
  return (
    <section className={styles.part} data-testid={sectionTestId}>
      <h2>{title}</h2>
      <label className={styles.check}>
        <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
        {t("enableEdit")}
      </label>
    </section>
  );
}
