import { useEffect, useRef } from "react";
import classes from "./ScrollStrip.module.css";

/** The class that makes a row of tabs or links scroll sideways with faded edges. */
export const scrollStripClass = classes.strip;

/** Scrolls the strip (only the strip: scrollIntoView would move the page too) to its current tab. */
function revealCurrent(strip: HTMLElement) {
  const tab = strip.querySelector<HTMLElement>('[aria-current="page"], [aria-selected="true"]');
  if (!tab) return;
  const left =
    tab.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
  if (left < strip.scrollLeft || left + tab.offsetWidth > strip.scrollLeft + strip.clientWidth) {
    strip.scrollTo({ left: Math.max(0, left - 24), behavior: "instant" });
  }
}

/**
 * For a row with `scrollStripClass`: marks the edges where tabs are hidden
 * (`data-more-before` / `data-more-after`, which fade them) and keeps the current tab
 * (`aria-current="page"` or `aria-selected="true"`) in view when `current` changes or the
 * strip is resized (a phone turned, a window narrowed).
 */
export function useScrollStrip<T extends HTMLElement>(current?: unknown) {
  const ref = useRef<T>(null);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const more = strip.scrollWidth - strip.clientWidth;
      strip.toggleAttribute("data-more-before", strip.scrollLeft > 1);
      strip.toggleAttribute("data-more-after", more - strip.scrollLeft > 1);
    };
    update();
    strip.addEventListener("scroll", update, { passive: true });
    const resized = new ResizeObserver(() => {
      revealCurrent(strip);
      update();
    });
    resized.observe(strip);
    return () => {
      strip.removeEventListener("scroll", update);
      resized.disconnect();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new current tab is the trigger
  useEffect(() => {
    if (ref.current) revealCurrent(ref.current);
  }, [current]);

  return ref;
}
