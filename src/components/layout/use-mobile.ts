import { useEffect, useState } from 'react';

/** Widest window of the mobile layout (px); the CSS breakpoints use the same value. */
const MOBILE_MAX_WIDTH = 640;
/** How long after the last resize event the layout state follows the window (ms). */
const RESIZE_DELAY_MS = 100;

/** The layout state "mobile": window width <= 640 px, updated 100 ms after a resize; false on the server (1440 px). */
export function useMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setMobile(window.innerWidth <= MOBILE_MAX_WIDTH);
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, RESIZE_DELAY_MS);
    };
    update();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return mobile;
}
