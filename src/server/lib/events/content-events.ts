import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';

export type ContentChangeReason = 'publication' | 'page' | 'menu' | 'settings' | 'media' | 'tags' | 'redirects';

/** What the HTTP-cache purge of a page change needs to know about the page (lib/http/cache-purge.ts). */
export interface ChangedPageFacts {
  type: string;
  published: boolean;
  /** The other pages of its translation group. */
  translationIds: readonly number[];
  /** An internal menu item links it. */
  inMenu: boolean;
}

export interface ContentChanged {
  reason: ContentChangeReason;
  pageId?: number;
  /**
   * A media change: the content hashes of the files whose public rendering changed (alt text,
   * name, removal). Absent: unknown, so everything is assumed changed; empty: no page shows it
   * (an upload, a new folder). Used by the HTTP-cache purge of the instance that made the change.
   */
  mediaHashes?: readonly string[];
  /**
   * A settings change: the fields whose value changed (settings-fields.ts). Absent: unknown, so
   * every field is assumed changed. Fields no page shows purge nothing from the HTTP caches.
   */
  settingsFields?: readonly string[];
  /**
   * False: nothing visitors see changed (a publication request waiting for review); the search
   * index and memory caches may still follow, the HTTP caches are left alone.
   */
  visible?: false;
  /**
   * A deleted page: its facts as they were before the delete, since nothing can be read about
   * it afterwards. Without them the purge knows neither its type nor its menus: all of them.
   */
  deletedPage?: ChangedPageFacts;
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
  /** Subscribers that keep copies in memory: they follow other instances' changes too. */
  private readonly memoryHandlers: ChangeHandler[] = [];
  /** Work that must see the other subscribers' results (the HTTP-cache purge after the search index). */
  private readonly settledHandlers: ChangeHandler[] = [];
  /** Tells the other instances (cluster-bridge.ts); absent on one instance or SQLite. */
  private publisher: ((change: ContentChanged) => Promise<void>) | undefined;

  constructor(private readonly logger?: FastifyBaseLogger) {
    super();
    this.setMaxListeners(50);
  }

  /**
   * Work done once per change, by the instance that made it (the search index writes to the
   * shared database, so another instance must not do it again).
   */
  onChange(handler: ChangeHandler): () => void {
    return subscribe(this.handlers, handler);
  }

  /**
   * Like onChange, but run once every onChange and onAnyChange subscriber has settled: the HTTP
   * accelerators are purged only when the search index and the render cache already follow the
   * change, or the next visitor's request would store the old answer again.
   */
  onChangeSettled(handler: ChangeHandler): () => void {
    return subscribe(this.settledHandlers, handler);
  }

  /**
   * What an instance holds in memory (rendered pages, the sitemap): emptied on this instance's
   * changes and, through the cluster bridge, on every other instance's.
   */
  onAnyChange(handler: ChangeHandler): () => void {
    return subscribe(this.memoryHandlers, handler);
  }

  /** Set by the cluster bridge: how a change reaches the other instances. */
  publishTo(publisher: ((change: ContentChanged) => Promise<void>) | undefined): void {
    this.publisher = publisher;
  }

  async changed(change: ContentChanged): Promise<void> {
    this.emit('content-changed', change);
    await this.run([...this.handlers, ...this.memoryHandlers], change);
    await this.publisher?.(change).catch((error: unknown) =>
      this.logger?.error({ err: error, change }, 'announcing a content change to the other instances failed'),
    );
    await this.run(this.settledHandlers, change);
  }

  /** Another instance changed content: only what this one holds in memory must follow. */
  async changedElsewhere(change: ContentChanged): Promise<void> {
    await this.run(this.memoryHandlers, change);
  }

  private async run(handlers: ChangeHandler[], change: ContentChanged): Promise<void> {
    const results = await Promise.allSettled(handlers.map(async (handler) => handler(change)));
    for (const result of results) {
      if (result.status === 'rejected') this.logger?.error({ err: result.reason, change }, 'content change subscriber failed');
    }
  }
}

function subscribe(list: ChangeHandler[], handler: ChangeHandler): () => void {
  list.push(handler);
  return () => {
    const index = list.indexOf(handler);
    if (index >= 0) list.splice(index, 1);
  };
}

export function createContentEvents(logger?: FastifyBaseLogger): ContentEvents {
  return new ContentEvents(logger);
}
