import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import Lenis from 'lenis';
import {
  PARALLAX_ATTRIBUTE,
  PARALLAX_DESKTOP_MIN_WIDTH,
  PARALLAX_ROTATE_ATTRIBUTE,
  PARALLAX_ROTATION,
  parallaxSettings,
  SMOOTH_SCROLL_SECONDS,
  TRIGGER_COUNT_ATTRIBUTE,
} from '../../src/client-state/parallax.js';

gsap.registerPlugin(ScrollTrigger);

/** Motion on one page view: set up for the page shown, torn down before the next one and when motion is turned off. */
export interface Motion {
  /** The router showed another page: the previous page's triggers go, the new page's come. */
  pageChanged(): void;
  stop(): void;
}

function setUpParallax(): gsap.MatchMedia {
  const media = gsap.matchMedia();
  media.add(
    {
      desktop: `(min-width: ${PARALLAX_DESKTOP_MIN_WIDTH}px)`,
      narrow: `(max-width: ${PARALLAX_DESKTOP_MIN_WIDTH - 0.02}px)`,
    },
    (context) => {
      const { end, movePercent, scrub } = parallaxSettings(Boolean(context.conditions?.desktop));
      // The image is drawn larger than its frame by the distance it travels, so its edges never show.
      const scale = 1 + movePercent / 100;
      for (const image of document.querySelectorAll<HTMLElement>(`[${PARALLAX_ATTRIBUTE}]`)) {
        const frame = image.parentElement ?? image;
        // One trigger per frame: the image moves and the frame's pattern tile turns over the same scroll.
        const timeline = gsap.timeline({
          defaults: { ease: 'none' },
          scrollTrigger: { trigger: frame, start: 'top bottom', end, scrub },
        });
        timeline.fromTo(image, { yPercent: -movePercent / 2, scale }, { yPercent: movePercent / 2, scale }, 0);
        const pattern = frame.querySelector(`[${PARALLAX_ROTATE_ATTRIBUTE}]`);
        if (pattern)
          timeline.fromTo(pattern, { rotation: PARALLAX_ROTATION.from }, { rotation: PARALLAX_ROTATION.to }, 0);
      }
    },
  );
  document.documentElement.setAttribute(TRIGGER_COUNT_ATTRIBUTE, String(ScrollTrigger.getAll().length));
  return media;
}

/**
 * Smooth scrolling (Lenis, 1 s, anchors included; keyboard scrolling and find-in-page stay native) driven by GSAP's
 * ticker, and the parallax of the page's images (GSAP ScrollTrigger). Loaded after the page is interactive, only while
 * motion is allowed (motion-preferences.ts).
 */
export function startMotion(): Motion {
  const lenis = new Lenis({ duration: SMOOTH_SCROLL_SECONDS, anchors: true, autoRaf: false });
  const tick = (seconds: number) => lenis.raf(seconds * 1000);
  lenis.on('scroll', ScrollTrigger.update);
  gsap.ticker.add(tick);
  gsap.ticker.lagSmoothing(0);
  let parallax = setUpParallax();
  return {
    pageChanged() {
      parallax.revert();
      parallax = setUpParallax();
      ScrollTrigger.refresh();
    },
    stop() {
      parallax.revert();
      gsap.ticker.remove(tick);
      lenis.destroy();
      document.documentElement.removeAttribute(TRIGGER_COUNT_ATTRIBUTE);
    },
  };
}
