import {
  PROGRESS_DELAY_MS,
  PROGRESS_MINIMUM,
  PROGRESS_TRICKLE_MS,
  PROGRESS_TRICKLE_RATE,
} from '../shared/constants.js';
import { text } from './texts.js';

/** The navigation progress bar: appears only after 200 ms, starts at 0.08 and trickles 0.02 every 800 ms. */
export function startProgress(): () => void {
  let value = PROGRESS_MINIMUM;
  let trickle: number | undefined;
  let bar: HTMLElement | undefined;
  const show = window.setTimeout(() => {
    bar = document.createElement('div');
    bar.className = 'progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', text('loadingPage'));
    bar.setAttribute('aria-valuemin', '0');
    bar.setAttribute('aria-valuemax', '1');
    const render = (): void => {
      bar!.style.transform = `scaleX(${value})`;
      bar!.setAttribute('aria-valuenow', value.toFixed(2));
    };
    render();
    document.body.append(bar);
    trickle = window.setInterval(() => {
      value = Math.min(0.994, value + PROGRESS_TRICKLE_RATE);
      render();
    }, PROGRESS_TRICKLE_MS);
  }, PROGRESS_DELAY_MS);
  return () => {
    window.clearTimeout(show);
    window.clearInterval(trickle);
    bar?.remove();
  };
}
