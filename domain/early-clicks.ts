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

/**
 * A form marked with EARLY_FORM_ATTRIBUTE (the searches) submits by itself until the app is alive: the browser opens
 * its action (GET /products?search=…), which the server draws; the app's half-hydrated handler never sees it.
 */
export const EARLY_FORM_ATTRIBUTE = 'data-early-form';
/** Where the catcher keeps what was typed into a marked form's fields before the app was alive, by field id. */
export const EARLY_TYPED = '__earlyTyped';
/** The id of the marked field that had the focus before the app was alive. */
export const EARLY_FOCUS = '__earlyFocus';

/**
 * Until the app marks the page alive (APP_ALIVE_ATTRIBUTE), a click on a marked button is held instead of lost, a
 * marked form submits as a plain form, and what is typed into a marked form is kept for the app to take over.
 */
export const EARLY_CLICKS_SCRIPT =
  `(function(){var d=document,w=window,q=w.${EARLY_QUEUE}=[],k=w.${EARLY_TYPED}={};` +
  `function on(){return d.documentElement.hasAttribute('${APP_ALIVE_ATTRIBUTE}')}` +
  `function f(t){return t&&t.closest?t.closest('[${EARLY_FORM_ATTRIBUTE}]'):null}` +
  `d.addEventListener('click',function(e){if(on())return;` +
  `var t=e.target&&e.target.closest?e.target.closest('[${EARLY_ATTRIBUTE}]'):null;if(!t)return;` +
  `e.preventDefault();e.stopPropagation();q.push(t.getAttribute('${EARLY_ATTRIBUTE}'));` +
  `t.setAttribute('${EARLY_WAITING_ATTRIBUTE}','')},true);` +
  `d.addEventListener('submit',function(e){if(!on()&&f(e.target))e.stopPropagation()},true);` +
  `d.addEventListener('input',function(e){var t=e.target;if(!on()&&t.id&&f(t))k[t.id]=t.value},true);` +
  `d.addEventListener('focusin',function(e){var t=e.target;if(!on()&&t.id&&f(t))w.${EARLY_FOCUS}=t.id},true)})();`;

export const EARLY_CLICKS_ELEMENT = `<script>${EARLY_CLICKS_SCRIPT}</script>`;
