"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { NamesForm } from "@/components/tbsettings/NamesForm";
import { CREATE_ACCOUNT_STEP, FINISH_DELAY_MS, FINISH_URL, LAST_STEP, STEP_COUNT, TEMPLATE_STEP, backState, nextState } from "@/lib/onboarding/constants";
import type { TemplatePreview } from "@/lib/onboarding/templates";
import { createAccount, type CreatedAccount } from "./onboardingApi";
import { TemplateCarousel } from "./TemplateCarousel";
import styles from "./Onboarding.module.css";

type Account = { state: "idle" } | { state: "creating" } | { state: "failed" } | { state: "created"; data: CreatedAccount };

/** "Choice 1" for "choice 1": the label the dropdown shows. */
const choiceLabel = (choice: string, t: (key: "choice1" | "choice2") => string) => (choice.endsWith("2") ? t("choice2") : t("choice1"));

/**
 * /tbonboarding: six steps after registering with Google. Step 5 creates the
 * account once (with the template chosen in step 4); Back is then disabled,
 * Next waits for it, and the last step goes to /tbhome.
 */
export function Onboarding({ email, previews }: { email: string; previews: TemplatePreview[] }) {
  const t = useTranslations("onboarding");
  const [step, setStep] = useState(0);
  const [choice, setChoice] = useState(previews[0]?.choice ?? "choice 1");
  const [account, setAccount] = useState<Account>({ state: "idle" });
  const [finishing, setFinishing] = useState(false);
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const created = account.state === "created";
  const back = backState(step);
  const next = nextState(step, created);

  // Step 5 registers automatically, exactly once (a re-render or a second effect run must not repeat it).
  useEffect(() => {
    if (step !== CREATE_ACCOUNT_STEP || started.current) return;
    started.current = true;
    setAccount({ state: "creating" });
    createAccount(choice).then((reply) => setAccount(reply.status && reply.data ? { state: "created", data: reply.data } : { state: "failed" }));
  }, [step, choice]);

  // Each step's title takes the focus, so a screen reader announces it.
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  const goBack = useCallback(() => {
    if (back === "enabled") setStep((s) => s - 1);
  }, [back]);
  const goNext = useCallback(() => {
    if (next === "enabled") setStep((s) => s + 1);
  }, [next]);

  // Arrow keys move between steps, except while typing in a field or choosing in the dropdown.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, select, textarea, [contenteditable=true]") || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowRight") goNext();
      if (event.key === "ArrowLeft") goBack();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [goNext, goBack]);

  function finish() {
    setFinishing(true);
    // The session came with the account; a full load lets the page shell pick it up.
    window.setTimeout(() => window.location.assign(FINISH_URL), FINISH_DELAY_MS);
  }

  const preview = previews.find((p) => p.choice === choice) ?? previews[0];
  const steps: { title: string; body: ReactNode }[] = [
    { title: t("welcomeTitle", { email }), body: <p className={styles.lead}>{t("welcomeText")}</p> },
    {
      title: t("featuresTitle"),
      body: (
        <ul className={styles.points}>
          {(["featureCategories", "featureChannels", "featureGuests", "featureLanguages"] as const).map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      ),
    },
    {
      title: t("playerTitle"),
      body: (
        <ul className={styles.points}>
          {(["playerSwipe", "playerScroll", "playerTiles"] as const).map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      ),
    },
    {
      title: t("templateTitle"),
      body: (
        <>
          <p className={styles.lead}>{t("templateText")}</p>
          <label className={styles.field}>
            {t("templateLabel")}
            <select className={`input ${styles.select}`} value={choice} onChange={(e) => setChoice(e.target.value)} data-testid="template-choice">
              {previews.map((p) => (
                <option key={p.choice} value={p.choice}>
                  {choiceLabel(p.choice, t)}
                </option>
              ))}
            </select>
          </label>
          {preview && <TemplateCarousel key={preview.choice} preview={preview} label={choiceLabel(preview.choice, t)} />}
        </>
      ),
    },
    {
      title: t("createAccountTitle"),
      body: (
        <div data-testid="create-account">
          <p className={styles.lead}>{t("signedInEmail", { email })}</p>
          {account.state === "creating" || account.state === "idle" ? (
            <p className={styles.working} role="status" data-testid="account-creating">
              <span className={styles.spinner} aria-hidden="true" />
              {t("creatingAccount")}
            </p>
          ) : account.state === "failed" ? (
            <div className={styles.bigError} role="alert" data-testid="account-failed">
              <p>{t("accountCreationFailed")}</p>
              <Link href="/" className="button">
                {t("goHome")}
              </Link>
            </div>
          ) : (
            <>
              <p className={styles.created} role="status" data-testid="account-created">
                {t("accountCreated")} {t("homeNumber")}: <strong data-testid="onboarding-home-number">{account.data.home_number}</strong>
              </p>
              <NamesForm initial={{ home_name: account.data.home_name, owner_name: account.data.owner_name }} />
            </>
          )}
        </div>
      ),
    },
    {
      title: t("allSetTitle"),
      body: (
        <>
          <p className={styles.lead}>{t("allSetText")}</p>
          {account.state === "created" && <p>{t("allSetHint", { number: account.data.home_number })}</p>}
          <button type="button" className={`button button-primary ${styles.done}`} onClick={finish} disabled={finishing} data-testid="onboarding-done">
            {t("done")}
          </button>
        </>
      ),
    },
  ];

  return (
    <div className={styles.page} data-testid="onboarding" data-step={step + 1}>
      <section className={styles.card} aria-labelledby="onboarding-title">
        <ol className={styles.dots} aria-label={t("progress")}>
          {steps.map((s, i) => (
            <li key={i} className={i === step ? styles.dotCurrent : i < step ? styles.dotDone : styles.dotTodo} aria-current={i === step ? "step" : undefined}>
              <span className="visually-hidden">{s.title}</span>
            </li>
          ))}
        </ol>
        <p className={styles.stepOf} data-testid="onboarding-step">
          {t("stepOf", { step: step + 1, total: STEP_COUNT })}
        </p>
        <h1 id="onboarding-title" ref={heading} tabIndex={-1} className={styles.title} data-testid="onboarding-title">
          {steps[step]?.title}
        </h1>
        <div className={step === TEMPLATE_STEP ? styles.bodyWide : styles.body}>{steps[step]?.body}</div>
        <div className={styles.nav}>
          {back !== "hidden" ? (
            <button type="button" className="button" onClick={goBack} disabled={back === "disabled"} data-testid="onboarding-back">
              {t("back")}
            </button>
          ) : (
            <span />
          )}
          {next !== "hidden" && (
            <button type="button" className="button button-primary" onClick={goNext} disabled={next === "disabled"} data-testid="onboarding-next">
              {t("next")}
            </button>
          )}
        </div>
        {step < LAST_STEP && <p className={styles.hint}>{t("keyboardHint")}</p>}
      </section>
    </div>
  );
}
