import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';

export type ContentChangeReason = 'publication' | 'page' | 'menu' | 'settings' | 'media' | 'tags';

export interface ContentChanged {
  reason: ContentChangeReason;
  pageId?: number;
}

type ChangeHandler = (change: ContentChanged) => Promise<void> | void;

interface EventMap {
  'content-changed': [ContentChanged];
}

/**
 * Announces changes that alter what visitors see (publish, unpublish, slug, menu, settings,
 * media). `changed()` waits for every subscriber (the search index, the render cache), so when
 * the request that made the change answers, the site already reflects it. A failing subscriber
 * is logged and never undoes the change.
 */
export class ContentEvents extends EventEmitter<EventMap> {
  private readonly handlers: ChangeHandler[] = [];

  constructor(private readonly logger?: FastifyBaseLogger) {
    super();
    this.setMaxListeners(50);
  }

  onChange(handler: ChangeHandler): () => void {
    this.handlers.push(handler);
    return () => {
      const index = this.handlers.indexOf(handler);
      if (index >= 0) this.handlers.splice(index, 1);
    };
  }

  async changed(change: ContentChanged): Promise<void> {
    this.emit('content-changed', change);
    const results = await Promise.allSettled(this.handlers.map(async (handler) => handler(change)));
    for (const result of results) {
      if (result.status === 'rejected') this.logger?.error({ err: result.reason, change }, 'content change subscriber failed');
    }
  }
}

export function createContentEvents(logger?: FastifyBaseLogger): ContentEvents {
  return new ContentEvents(logger);
}
