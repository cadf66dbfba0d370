import { Readable } from 'node:stream';
import type { SessionUser } from '../../../shared/api-types.ts';
import type { BlockImage } from '../../../shared/blocks/block-media.ts';
import { saveMenuBody, type MenuItemInput } from '../../../shared/menu/menu-schemas.ts';
import { createPageBody, storeVersionBody } from '../../../shared/pages/page-schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { createDirectory } from '../../domains/media/media-library.service.ts';
import { addUploadedFile } from '../../domains/media/media-upload.service.ts';
import { saveMenu } from '../../domains/menu/menu.service.ts';
import { publishPage } from '../../domains/pages/publication/publication.service.ts';
import { createTranslation } from '../../domains/pages/page-translations.service.ts';
import { getVersionOrThrow, storeVersion } from '../../domains/pages/page-versions.service.ts';
import { createPage, hasAnyPage } from '../../domains/pages/pages.service.ts';
import { administratorRoleId } from '../../domains/roles/roles.service.ts';
import { getCompany, getSiteSettings } from '../../domains/settings/settings.service.ts';
import { setPageTags } from '../../domains/tags/tags.service.ts';
import { firstActiveUserWithRole } from '../../domains/users/user-accounts.service.ts';
import { projectPages } from './content-projects.ts';
import { peopleAndNewsPages } from './content-people-news.ts';
import { sitePages } from './content-site.ts';
import { topicPages } from './content-topics.ts';
import { IMAGE_CATALOG, type CatalogImage, type ImageKey } from './demo-image-catalog.ts';
import { renderJpeg } from './demo-images.ts';
import { seedShareImage } from './demo-share-image.ts';
import { demoContext, LOCALE_OF, type BlockSpec, type DemoContext, type DemoPage, type Lang, type LocalPage } from './demo-model.ts';

export const DEMO_ROOT_FOLDER = '/Demo';

export interface DemoSeedResult {
  seeded: boolean;
  pages: number;
  images: number;
  /** Demo page id to the Dutch and English page ids. */
  pageIds: Record<string, { nl: number; en: number }>;
  milliseconds: number;
}

/** All demo pages, built from the company settings. */
export function demoPages(context: DemoContext): DemoPage[] {
  return [...sitePages(context), ...topicPages(context), ...projectPages(context), ...peopleAndNewsPages(context)];
}

/** Runs fn over items, at most `limit` at a time (PostgreSQL uses its pool; SQLite queues on its one connection). */
async function inParallel<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const PARALLEL = 4;

interface UploadedImage {
  hash: string;
  fileName: string;
  fileID: number;
}

async function ensureFolder(deps: AppDeps, parent: string, name: string): Promise<string> {
  const path = parent === '/' ? `/${name}` : `${parent}/${name}`;
  try {
    return await createDirectory(deps.db, parent, name);
  } catch (error) {
    // Left over from an earlier, interrupted run: use it.
    if ((error as { statusCode?: number }).statusCode === 409) return path;
    throw error;
  }
}

async function uploadImages(deps: AppDeps, userId: number): Promise<Map<ImageKey, UploadedImage>> {
  const entries = Object.entries(IMAGE_CATALOG) as [ImageKey, CatalogImage][];
  const root = await ensureFolder(deps, '/', DEMO_ROOT_FOLDER.slice(1));
  const folders = new Map<string, string>();
  for (const [, image] of entries) if (!folders.has(image.folder)) folders.set(image.folder, await ensureFolder(deps, root, image.folder));
  const uploaded = new Map<ImageKey, UploadedImage>();
  // Each image is uploaded as soon as it is rendered (libvips renders on its own threads).
  await inParallel(entries, PARALLEL, async ([key, image]) => {
    const bytes = await renderJpeg(image.recipe, image.width, image.height);
    const { file } = await addUploadedFile(deps, {
      directory: folders.get(image.folder)!,
      fileName: image.fileName,
      stream: Readable.from([bytes]),
      userId,
    });
    uploaded.set(key, { hash: file.hash, fileName: file.fileName, fileID: file.id });
  });
  return uploaded;
}

function blockImage(images: Map<ImageKey, UploadedImage>, key: ImageKey, altText: string): BlockImage {
  const image = images.get(key);
  if (!image) throw new Error(`Demo image ${key} was not uploaded`);
  return { hash: image.hash, fileName: image.fileName, altText, fileID: image.fileID };
}

function toBlocks(specs: BlockSpec[], lang: Lang, images: Map<ImageKey, UploadedImage>, prefix: string) {
  return specs.map((spec, index) => {
    const person = spec.type === 'teamMember' ? String(spec.props.name ?? '') : '';
    const altFor = (key: ImageKey) =>
      person ? (lang === 'nl' ? `Geïllustreerd portret van ${person}` : `Illustrated portrait of ${person}`) : IMAGE_CATALOG[key].alt[lang];
    return {
      type: spec.type,
      key: `${prefix}-${lang}-${index + 1}`,
      props: spec.props,
      anchorPoint: spec.anchorPoint ?? '',
      __images: Object.fromEntries(
        Object.entries(spec.images ?? {}).map(([slot, keys]) => [slot, keys.map((key) => blockImage(images, key, altFor(key)))]),
      ),
      __files: {},
    };
  });
}

async function storeAndPublishLocal(
  deps: AppDeps,
  user: SessionUser,
  pageId: number,
  versionId: number,
  page: DemoPage,
  local: LocalPage,
  lang: Lang,
  images: Map<ImageKey, UploadedImage>,
) {
  const body = storeVersionBody.parse({
    // A store that replaces blocks names the revision it replaces, like every other (issue 15).
    revision: (await getVersionOrThrow(deps.db, versionId)).revision,
    title: local.title,
    blocks: toBlocks(local.blocks, lang, images, page.id),
    seoTitle: local.seoTitle,
    seoDescription: local.seoDescription,
    seoKeywords: local.seoKeywords,
    seoImage: page.image ? [blockImage(images, page.image, IMAGE_CATALOG[page.image].alt[lang])] : null,
    typeData: { ...page.typeData, ...local.typeData },
  });
  await storeVersion(deps.db, user, versionId, body);
  await publishPage(deps, user, pageId);
}

async function firstAdministrator(deps: AppDeps): Promise<SessionUser> {
  const user = await firstActiveUserWithRole(deps.db, await administratorRoleId(deps.db));
  if (!user) throw new Error('Demo seed needs an active administrator; run the base seed first');
  return user;
}

function menuItems(
  ids: Record<string, { nl: number; en: number }>,
  lang: Lang,
  entries: { key: string; label: string; page: string; target?: string; children?: { key: string; label: string; page: string }[] }[],
): MenuItemInput[] {
  const items: MenuItemInput[] = [];
  for (const entry of entries) {
    items.push({
      key: entry.key,
      parentKey: null,
      label: entry.label,
      type: 'internal',
      target: entry.target ?? '',
      pageId: ids[entry.page]![lang],
      openInNewTab: false,
    });
    for (const child of entry.children ?? []) {
      items.push({
        key: child.key,
        parentKey: entry.key,
        label: child.label,
        type: 'internal',
        target: '',
        pageId: ids[child.page]![lang],
        openInNewTab: false,
      });
    }
  }
  return items;
}

async function seedMenus(
  deps: AppDeps,
  pages: DemoPage[],
  ids: Record<string, { nl: number; en: number }>,
  context: DemoContext,
): Promise<void> {
  const children = (prefix: string, lang: Lang) =>
    pages
      .filter((page) => page.id.startsWith(prefix))
      .map((page) => ({ key: page.id.replace(/[^A-Za-z0-9_-]/g, ''), label: page[lang].title, page: page.id }));
  for (const lang of ['nl', 'en'] as const) {
    const nl = lang === 'nl';
    const header = menuItems(ids, lang, [
      { key: 'themes', label: nl ? "Thema's" : 'Themes', page: 'themes', children: children('theme-', lang) },
      { key: 'services', label: nl ? 'Diensten' : 'Services', page: 'services', children: children('service-', lang) },
      { key: 'projects', label: nl ? 'Projecten' : 'Projects', page: 'projects' },
      { key: 'innovation', label: nl ? 'Innovaties' : 'Innovation', page: 'innovation' },
      { key: 'news', label: nl ? 'Nieuws' : 'News', page: 'news' },
      { key: 'team', label: 'Team', page: 'team' },
      { key: 'contact', label: 'Contact', page: 'contact' },
    ]);
    const footer = menuItems(ids, lang, [
      { key: 'about', label: nl ? `Over ${context.company}` : `About ${context.company}`, page: 'about' },
      { key: 'offices', label: nl ? 'Onze kantoren' : 'Our offices', page: 'contact', target: nl ? '#kantoren' : '#offices' },
      { key: 'privacy', label: nl ? 'Privacyverklaring' : 'Privacy statement', page: 'privacy' },
      { key: 'cookies', label: nl ? 'Cookieverklaring' : 'Cookie policy', page: 'cookies' },
      { key: 'terms', label: nl ? 'Algemene voorwaarden' : 'Terms and conditions', page: 'terms' },
    ]);
    for (const [menu, items] of [
      ['header', header],
      ['footer', footer],
    ] as const) {
      await saveMenu(deps.db, deps.dialect, saveMenuBody.parse({ locale: LOCALE_OF[lang], menu, items }));
    }
  }
}

/**
 * Seeds the demo website (Dutch at the root, English under /en-gb) for the company in the
 * settings. Runs only on a database without pages, so starting twice never duplicates.
 */
export async function seedDemoSite(deps: AppDeps): Promise<DemoSeedResult> {
  const started = Date.now();
  const log = deps.logger;
  if (await hasAnyPage(deps.db)) {
    log.info('demo seed skipped: the database already has pages');
    return { seeded: false, pages: 0, images: 0, pageIds: {}, milliseconds: Date.now() - started };
  }
  const user = await firstAdministrator(deps);
  const settings = await getSiteSettings(deps.db);
  if (!(['nl-nl', 'en-gb'] as string[]).every((locale) => (settings.availableLocales as string[]).includes(locale))) {
    log.warn({ locales: settings.availableLocales }, 'demo seed skipped: nl-nl and en-gb must both be available');
    return { seeded: false, pages: 0, images: 0, pageIds: {}, milliseconds: Date.now() - started };
  }
  const context = demoContext(await getCompany(deps.db));
  log.info({ company: context.company }, 'demo seed: generating images');
  const images = await uploadImages(deps, user.ID);
  log.info({ images: images.size, ms: Date.now() - started }, 'demo seed: images in the media library');

  const pages = demoPages(context);
  const pageIds: Record<string, { nl: number; en: number }> = {};
  let done = 0;
  // Page groups in parallel; within a group the English page follows the Dutch one it translates.
  await inParallel(pages, PARALLEL, async (page) => {
    const created = await createPage(
      deps.db,
      user,
      settings,
      createPageBody.parse({
        title: page.nl.title,
        slug: page.nl.slug,
        type: page.type,
        locale: LOCALE_OF.nl,
        typeData: { ...page.typeData, ...page.nl.typeData },
      }),
    );
    await storeAndPublishLocal(deps, user, created.pageID, created.pageVersionID, page, page.nl, 'nl', images);
    const translated = await createTranslation(deps.db, user, settings, {
      pageID: created.pageID,
      newLocale: LOCALE_OF.en,
      title: page.en.title,
      slug: page.en.slug,
    });
    await storeAndPublishLocal(deps, user, translated.pageID, translated.pageVersionID, page, page.en, 'en', images);
    pageIds[page.id] = { nl: created.pageID, en: translated.pageID };
    done += 1;
    if (done % 10 === 0) log.info({ done, total: pages.length }, 'demo seed: pages');
  });
  // Tags one page at a time: two pages creating the same new tag at once would race for its name.
  for (const page of pages) {
    if (!page.tags) continue;
    for (const lang of ['nl', 'en'] as const)
      await setPageTags(deps.db, user, pageIds[page.id]![lang], { public: page.tags[lang], private: [] });
  }
  await seedMenus(deps, pages, pageIds, context);
  const homeImage = pages.find((page) => page.id === 'home')?.image;
  const homeUpload = homeImage && images.get(homeImage);
  if (pageIds.home && homeUpload) await seedShareImage(deps.db, pageIds.home.nl, homeUpload);
  log.info('demo seed: menus saved; indexing for search');

  // The running index, under its own write lock; it logs its progress with the same logger.
  await deps.searchIndex.indexAllAfterRunning();
  // Caches of rendered pages and menus start over.
  await deps.events.changed({ reason: 'menu' });

  const result = { seeded: true, pages: pages.length * 2, images: images.size, pageIds, milliseconds: Date.now() - started };
  log.info({ pages: result.pages, images: result.images, ms: result.milliseconds }, 'demo seed: done');
  return result;
}
