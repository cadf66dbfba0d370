import { EventEmitter } from 'node:events';

export type ContentChangeReason = 'publication' | 'page' | 'menu' | 'settings' | 'media' | 'tags';

export interface ContentChanged {
  reason: ContentChangeReason;
  pageId?: number;
}

interface EventMap {
  'content-changed': [ContentChanged];
}

/**
 * Announces changes that alter what visitors see (publish, unpublish, menu, settings, media),
 * so caches such as the site's render cache drop stale entries at once.
 */
export class ContentEvents extends EventEmitter<EventMap> {}

export function createContentEvents(): ContentEvents {
  const events = new ContentEvents();
  events.setMaxListeners(50);
  return events;
}
