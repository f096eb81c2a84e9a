import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export type Screen<P extends object> = ((props: P) => ReactElement) & {
  /** Loads the screen's code now; once loaded it draws without suspending. */
  preload(): Promise<unknown>;
};

/**
 * A screen loaded with its route, so the first visit downloads only what it shows. Preloaded before the browser
 * hydrates a server-drawn page (src/app/start.tsx), it hydrates in the same pass as the rest of the page, before any
 * actor starts and changes what it shows.
 */
export function screen<P extends object>(load: () => Promise<ComponentType<P>>): Screen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const LoadedOrLazy = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(LoadedOrLazy, { preload });
}
