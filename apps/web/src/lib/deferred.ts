import { lazy, type ComponentType } from 'react';
import { whenIdle } from './idle';

type Loaded<P> = Promise<{ default: ComponentType<P> }>;

/**
 * A component the first screen shows without (a tooltip, the search panel, a toast, the timeout
 * dialog): its code stays out of the first screen's and is fetched once the page has loaded and
 * the browser is idle, or sooner when it is rendered or `preload` is called.
 */
export function deferred<P>(load: () => Loaded<P>) {
  let loading: Loaded<P> | undefined;
  const start = () => (loading ??= load());
  if (typeof window !== 'undefined') afterLoadWhenIdle(() => void start());
  return Object.assign(lazy(start), { preload: start });
}

function afterLoadWhenIdle(run: () => void) {
  const idle = () => void whenIdle(run, 2000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
