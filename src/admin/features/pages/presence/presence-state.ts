import type { PagePresenceEntry } from '../../../../shared/presence/presence-schemas.ts';

/** How often an open editor tells the server it is still there (the server forgets it after 40 s). */
export const HEARTBEAT_MS = 15_000;

/** A new id for this tab's presence (one per opened editor, not per user). */
export function newClientId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * What the editor says about the others on the page: nobody, or their names in the order they
 * opened it, and whether any of them has unsaved changes (then a conflict is close).
 */
export function presenceSummary(others: readonly PagePresenceEntry[]): { names: string[]; anyUnsaved: boolean } | null {
  if (others.length === 0) return null;
  const ordered = [...others].sort((a, b) => a.openedAt.localeCompare(b.openedAt) || a.name.localeCompare(b.name));
  return { names: ordered.map((entry) => entry.name), anyUnsaved: ordered.some((entry) => entry.unsaved) };
}
