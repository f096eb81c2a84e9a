import type { AdminSection } from '../../domain/admin.js';

/** A console route: a section, and optionally one thing in it (/admin/orders/12, /admin/fabrics/new). */
export const adminPath = (section: AdminSection, id?: string) => `/admin/${section}${id ? `/${encodeURIComponent(id)}` : ''}`;
