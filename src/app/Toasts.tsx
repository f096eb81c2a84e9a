import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { afterAlive } from '../lib/after-alive.js';

/**
 * The toasts' corner, loaded after the page is alive: no toast can show before then, and the first download of the
 * landing page stays within its budget. A toast asked for earlier waits in react-hot-toast's store until it mounts.
 */
export function Toasts() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => afterAlive(() => void import('react-hot-toast').then((module) => setToaster(() => module.Toaster))), []);
  return Toaster ? <Toaster position="top-center" toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 } }} /> : null;
}
