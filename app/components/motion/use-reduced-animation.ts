import { useEffect, useState } from "react";
import { ANIMATION, MOBILE_BREAKPOINT_PX } from "~/config/constants";

export interface AnimationSettings {
  /** The visitor asked the system for less motion: nothing moves that need not. */
  prefersReducedMotion: boolean;
  /** Small screen, reduced-motion preference or low-power device: shorter, lighter animations. */
  reduced: boolean;
  durationS: number;
  staggerMs: number;
}

const NORMAL: AnimationSettings = {
  prefersReducedMotion: false,
  reduced: false,
  durationS: ANIMATION.durationNormalS,
  staggerMs: ANIMATION.cardStaggerNormalMs,
};

interface NetworkInformation {
  effectiveType?: string;
}

let lowFrameRate: Promise<boolean> | undefined;

/** Frames drawn in one second once the page has settled, measured once per page load. */
function measureLowFrameRate(): Promise<boolean> {
  lowFrameRate ??= new Promise((resolve) => {
    setTimeout(() => {
      let frames = 0;
      let started: number | undefined;
      const tick = (now: number) => {
        started ??= now;
        frames += 1;
        if (now - started < 1000) requestAnimationFrame(tick);
        else resolve(((frames - 1) * 1000) / (now - started) < ANIMATION.lowPowerFps);
      };
      requestAnimationFrame(tick);
    }, 500);
  });
  return lowFrameRate;
}

function slowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.effectiveType === "slow-2g" || connection?.effectiveType === "2g";
}

/**
 * Reduced animation applies under 768 px, with prefers-reduced-motion, or in
 * low-power mode (2G connection or under 30 frames per second). Server
 * renders and the first client render use the normal settings.
 */
export function useReducedAnimation(): AnimationSettings {
  const [settings, setSettings] = useState(NORMAL);

  useEffect(() => {
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const mobile = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
    let lowPower = slowConnection();
    let active = true;
    const update = () => {
      const reduced = motion.matches || mobile.matches || lowPower;
      setSettings({
        prefersReducedMotion: motion.matches,
        reduced,
        durationS: reduced ? ANIMATION.durationReducedS : ANIMATION.durationNormalS,
        staggerMs: reduced ? ANIMATION.cardStaggerReducedMs : ANIMATION.cardStaggerNormalMs,
      });
    };
    update();
    measureLowFrameRate().then((low) => {
      lowPower ||= low;
      if (active) update();
    });
    motion.addEventListener("change", update);
    mobile.addEventListener("change", update);
    return () => {
      active = false;
      motion.removeEventListener("change", update);
      mobile.removeEventListener("change", update);
    };
  }, []);

  return settings;
}
