import React, {useEffect, useState, type ReactNode} from 'react';
import BackToTopButton from '@theme-original/BackToTopButton';

/** The theme shows the button once the page is scrolled further than this (its `threshold`). */
const THRESHOLD = 300;

/**
 * Mounts the theme's "Scroll back to top" button once the reader has scrolled down (less total blocking time).
 * The button does nothing without JavaScript and stays hidden near the top, but mounting it reads the computed
 * style of the document (smooth-scroll support) and sets up scroll tracking during hydration, one of the larger
 * costs of a long page's first render. It renders nothing on the server and until the first scroll past the
 * threshold; the theme's own button then takes over (and appears with the next scroll event, as it would).
 */
export default function BackToTopButtonWrapper(): ReactNode {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (armed) return undefined;
    const onScroll = () => {
      if (window.scrollY > THRESHOLD) setArmed(true);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => window.removeEventListener('scroll', onScroll);
  }, [armed]);
  return armed ? <BackToTopButton /> : null;
}
