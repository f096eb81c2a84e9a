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

/** Resolves once the browser has painted (or soon, in a hidden tab, which does not paint). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });

// A page the server drew is shown from its HTML before the app's code is even evaluated: on a phone that takes
// longer than the paint itself. The bare shell has nothing to show, so it starts at once.
if (root.hasChildNodes()) await afterPaint();
const { start } = await import('./app/start.js');
await start(root);
