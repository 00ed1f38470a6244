"use client";

import { useEffect } from "react";

/**
 * Marks <html data-hydrated="true"> once React has hydrated the document, so
 * browser tests wait for one signal instead of guessing. Rendered last in the
 * root layout: passive effects run in tree order, so the page's own effects
 * (listeners, focus) have run by then. An effect, not an inline script, so the
 * Content Security Policy stays as strict as it is.
 */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
