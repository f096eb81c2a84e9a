import { useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useTopModal } from '../components/use-modal.js';
import type { ToasterProps } from 'react-hot-toast';
import { afterAlive } from '../lib/after-alive.js';

/**
 * The toasts' corner, loaded after the page is alive: no toast can show before then, and the first download of the
 * landing page stays within its budget. A toast asked for earlier waits in react-hot-toast's store until it mounts.
 * While a popup is open the corner is drawn inside it, above the popup.
 */
export function Toasts() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const modal = useTopModal();
  useEffect(() => afterAlive(() => void import('react-hot-toast').then((module) => setToaster(() => module.Toaster))), []);
  if (!Toaster) return null;
  const corner = <Toaster position="top-center" toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 } }} />;
  // Inside the open popup, if any: it is in the top layer, where nothing outside it can be drawn over it.
  return modal ? createPortal(corner, modal) : corner;
}
