import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { FEATURE_INTERVAL_MS, TUTORIAL_HOVER_INTERVAL_MS, TUTORIAL_INTERVAL_MS } from "@/lib/landing/carousel";
import { FEATURES, FEATURE_IMAGE_SIZE, TUTORIAL_VIDEO_SIZE, tutorialsIn } from "@/lib/landing/content";
import { waysIn } from "@/lib/landing/ways-in";
import heroStyles from "@/components/shell/HeroScreen.module.css";
import { Carousel } from "./Carousel";
import { ImageCycler } from "./ImageCycler";
import { TutorialVideo } from "./TutorialVideo";
import styles from "./Landing.module.css";

type Props = {
  /** The signed-in visitor's name (they stayed with ?stay=1 or ?forceLanding=1), or null. */
  viewerName: string | null;
  /** Whether Google sign-in is set up: without it, email sign-up is the main way in (lib/landing/ways-in.ts). */
  googleConfigured: boolean;
};

// The tebe face's public landing page (document 001, section 1), rendered on
// the server: the tagline, the ways in, the feature and tutorial carousels,
// and the privacy and terms links. Every slide's text is in the HTML.
export async function LandingPage({ viewerName, googleConfigured }: Props) {
  const t = await getTranslations("landing");
  const tAll = await getTranslations();
  const { primary, secondary } = waysIn(googleConfigured);
  const features = FEATURES.map((feature) => ({ ...feature, title: t(`features.${feature.id}.title`), text: t(`features.${feature.id}.text`) }));
  const locale = (await getLocale()) === "zh" ? "zh" : "en";
  const tutorials = tutorialsIn(locale).map((tutorial) => ({
    ...tutorial,
    title: t(`tutorials.${tutorial.id}.title`),
    text: t(`tutorials.${tutorial.id}.text`),
  }));

  return (
    <div className={heroStyles.hero} data-testid="landing">
      <section className={heroStyles.banner}>
        <h1 className={heroStyles.title} data-testid="landing-tagline">
          {t("tagline")}
        </h1>
        <p className={heroStyles.subtitle}>{t("lead")}</p>
        {viewerName ? (
          <>
            <p className={heroStyles.viewer}>{t("signedInAs", { name: viewerName })}</p>
            <div className={styles.actions}>
              <Link href="/tbhome" className="button button-primary" data-testid="landing-go-home">
                {t("goHome")}
              </Link>
            </div>
          </>
        ) : (
          <div className={styles.actions}>
            <Link href={primary.href} className="button button-primary" data-testid={primary.testId}>
              {tAll(primary.label)}
            </Link>
            <Link href={secondary.href} className={`button ${styles.secondary}`} data-testid={secondary.testId}>
              {tAll(secondary.label)}
            </Link>
          </div>
        )}
      </section>

      {/* Each panel's carousel is the labelled region (its heading's text); the panel itself is no second landmark of that name. */}
      <div className={styles.body}>
        <div className={styles.panel}>
          <h2 id="landing-features" className={styles.heading}>
            {t("featuresTitle")}
          </h2>
          <Carousel label={t("featuresTitle")} titles={features.map((f) => f.title)} intervalMs={FEATURE_INTERVAL_MS} testId="features">
            {features.map((feature, featureIndex) => (
              <article key={feature.id} className={styles.item} data-id={feature.id}>
                <ImageCycler
                  images={feature.images.map((src, i) => ({ src, alt: t("imageAlt", { title: feature.title, current: i + 1 }) }))}
                  {...FEATURE_IMAGE_SIZE}
                  priority={featureIndex === 0}
                />
                <div className={styles.itemText}>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </div>
              </article>
            ))}
          </Carousel>
        </div>

        <div className={styles.panel}>
          <h2 id="landing-tutorials" className={styles.heading}>
            {t("tutorialsTitle")}
          </h2>
          <Carousel
            label={t("tutorialsTitle")}
            titles={tutorials.map((item) => item.title)}
            intervalMs={TUTORIAL_INTERVAL_MS}
            hoverIntervalMs={TUTORIAL_HOVER_INTERVAL_MS}
            testId="tutorials"
          >
            {tutorials.map((tutorial, i) => (
              <article key={tutorial.id} className={styles.item} data-id={tutorial.id}>
                <TutorialVideo src={tutorial.videoUrl} poster={tutorial.thumb} label={t("videoLabel", { title: tutorial.title })} {...TUTORIAL_VIDEO_SIZE} />
                <div className={styles.itemText}>
                  <h3>
                    <span className={styles.step}>{i + 1}</span>
                    {tutorial.title}
                  </h3>
                  <p>{tutorial.text}</p>
                </div>
              </article>
            ))}
          </Carousel>
        </div>
      </div>

      <footer className={styles.footer}>
        <Link href="/privacy" data-testid="landing-privacy">
          {t("privacy")}
        </Link>
        <span aria-hidden="true">·</span>
        <Link href="/terms" data-testid="landing-terms">
          {t("terms")}
        </Link>
      </footer>
    </div>
  );
}
