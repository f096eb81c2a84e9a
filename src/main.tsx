// Every page the server draws is styled by this first stylesheet, so it paints right before any script runs (only
// checkout's styles and the map's load with their screens).
import 'keen-slider/keen-slider.min.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/catalogue.css';
import './styles/pages.css';
import './styles/small-screens.css';
import './styles/auth.css';
import './styles/account.css';
import './styles/product-detail.css';
import './styles/cart.css';
import './styles/home.css';
import './styles/content.css';

const root = document.getElementById('root')!;

/**
 * Resolves once the browser has painted: a task after the second animation frame (the first frame's rendering has run
 * by then, and its presentation usually too). A
 * hidden tab paints nothing (and runs no animation frames), so there it resolves at once, as when the tab goes hidden
 * while waiting. (A timer racing the paint used to win on slow devices, and the app's download then came first.)
 */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });

// A page the server drew is shown from its HTML before the app's code is even evaluated: on a phone that takes
// longer than the paint itself. The bare shell has nothing to show, so it starts at once.
if (root.hasChildNodes()) await afterPaint();
const { start } = await import('./app/start.js');
await start(root);
