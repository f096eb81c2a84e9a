/**
 * Clicks made on a server-drawn page before its scripts have run: a button marked with EARLY_ATTRIBUTE
 * (Add to Cart, a heart, a carousel control) is held, shown as waiting, and clicked again once the app is alive
 * (src/lib/replay-early-clicks.ts). The page carries the catcher as a small inline script, which the
 * Content-Security-Policy allows by its hash.
 */
export const EARLY_ATTRIBUTE = 'data-early';
/** Set on <html> by the app once it is alive (src/app/App.tsx); browser tests and styles wait for it too. */
export const APP_ALIVE_ATTRIBUTE = 'data-app';
export const EARLY_WAITING_ATTRIBUTE = 'data-early-waiting';
/** Where the catcher keeps the held clicks, in order (the EARLY_ATTRIBUTE value of each button clicked). */
export const EARLY_QUEUE = '__earlyClicks';

/** Until the app marks the page alive (APP_ALIVE_ATTRIBUTE), a click on a marked button is held instead of lost. */
export const EARLY_CLICKS_SCRIPT =
  `(function(){var q=window.${EARLY_QUEUE}=[];document.addEventListener('click',function(e){` +
  `if(document.documentElement.hasAttribute('${APP_ALIVE_ATTRIBUTE}'))return;` +
  `var t=e.target&&e.target.closest?e.target.closest('[${EARLY_ATTRIBUTE}]'):null;if(!t)return;` +
  `e.preventDefault();e.stopPropagation();q.push(t.getAttribute('${EARLY_ATTRIBUTE}'));` +
  `t.setAttribute('${EARLY_WAITING_ATTRIBUTE}','')},true)})();`;

export const EARLY_CLICKS_ELEMENT = `<script>${EARLY_CLICKS_SCRIPT}</script>`;
