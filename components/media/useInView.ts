"use client";

import { useEffect, useRef, useState } from "react";

/**
 * Whether an element has come into view (at `threshold` of it visible). With
 * `once` it stays true after the first time, for lazy loading.
 */
export function useInView<T extends Element>({ threshold = 0, once = false, rootMargin = "0px" } = {}) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        setInView(entry.isIntersecting);
        if (entry.isIntersecting && once) observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, once, rootMargin]);
  return { ref, inView };
}
