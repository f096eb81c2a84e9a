import type { Plugin } from 'vite';

/**
 * Marks the app's scripts (the entry and its module preloads) `fetchpriority="low"`: a page the server drew paints
 * from its HTML and CSS alone, so the scripts must not take the bandwidth its pictures need (the product pictures
 * are the largest paint on /products and product pages). On the bare shell nothing else competes, so they load as
 * fast as before.
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
          .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin'),
    },
  };
}
