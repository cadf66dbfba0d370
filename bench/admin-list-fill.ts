/**
 * Fills a site for bench/admin-list-bench.ts with batched multi-row INSERTs in one transaction:
 * pages with their versions, translations, publication requests and schedules, users and media.
 */
import { sql, type Kysely } from 'kysely';
import { refreshOutOfDate } from '../src/server/domains/pages/translation-out-of-date.service.ts';

let seedState = 7;
/** mulberry32: repeatable, and without the stride patterns of a plain LCG. */
function random(): number {
  seedState = (seedState + 0x6d2b79f5) | 0;
  let t = Math.imul(seedState ^ (seedState >>> 15), 1 | seedState);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const WORDS =
  'nature bat otter beaver meadow heath river floodplain peat marsh dyke forest oak beech willow dunes saltmarsh ecologist research monitoring survey species biodiversity restoration climate water soil insects bees butterflies newt frog toad badger fox deer hedgehog squirrel owl buzzard swallow swift sparrow urban green roof facade nest solar wind management plan permit protection nitrogen map drone acoustic count transect quality natuur vleermuis bever weidevogels heide rivier veen moeras dijk bos eik beuk wilg duinen kwelder onderzoek soorten herstel klimaat bodem bijen vlinders salamander kikker das vos ree egel eekhoorn uil buizerd zwaluw huismus stadsnatuur dak gevel nestkast zonnepark windpark beheerplan vergunning stikstof kaart telling kwaliteit'.split(
    ' ',
  );
const FIRST = 'Anna Bram Carla Daan Eva Fleur Gijs Hanna Ivo Julia Kees Lotte Mark Noor Olaf Pim Roos Sem Tess Vera Wout Yara Zoë'.split(
  ' ',
);
const LAST = 'de Vries Jansen Bakker Visser Smit Meijer Mulder Bos Vos Peters Hendriks Dekker Brouwer Willems Kok Schouten'.split(' ');
const TYPES = ['project', 'news', 'theme', 'service', 'innovation'] as const;
const FILES_PER_FOLDER = 250;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows go into tables by name
type Db = Kysely<any>;

async function insertRows(db: Db, table: string, rows: Record<string, unknown>[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  // Under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters per statement.
  const batch = Math.max(1, Math.floor(30_000 / columns));
  for (let start = 0; start < rows.length; start += batch)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + batch))
      .execute();
}

export async function fill(db: Db, pageCount: number, adminEmail: string): Promise<void> {
  seedState = 7;
  const day = 86_400_000;
  const stamp = (daysAgo: number) => new Date(Date.UTC(2026, 10, 1) - daysAgo * day).toISOString();
  const roles = await db.selectFrom('roles').select(['id', 'name']).execute();
  const editorRole = roles.find((role) => /editor|redact/i.test(String(role.name))) ?? roles[0]!;
  const maxId = async (table: string) =>
    Number((await sql<{ m: number | null }>`SELECT max(id) AS m FROM ${sql.table(table)}`.execute(db)).rows[0]?.m ?? 0);

  const adminId = (await db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirstOrThrow()).id as number;
  // Users: pages / 20 (5,000 at 100,000 pages).
  const userCount = Math.max(20, Math.round(pageCount / 20));
  const firstUser = (await maxId('users')) + 1;
  const users = Array.from({ length: userCount }, (_, index) => ({
    id: firstUser + index,
    email: `user${index}@bench.local`,
    password_hash: null,
    role_id: editorRole.id,
    name: `${pick(FIRST)} ${pick(LAST)} ${index}`,
    job_title: pick(['Ecoloog', 'Editor', 'Projectleider', 'Communicatie', '']),
    image_file: null,
    language: pick(['nl', 'en']),
    active: random() < 0.9 ? 1 : 0,
    created_at: stamp(random() * 900),
    updated_at: stamp(random() * 300),
    last_login_at: random() < 0.7 ? stamp(random() * 100) : null,
  }));
  await insertRows(db, 'users', users);

  // Pages: two in three in Dutch, one in three the English translation of the page before it.
  // 85% published, a fifth of those with unpublished changes; one history snapshot each; 1% with
  // a pending publication request and 5% with an accepted one.
  const firstPage = (await maxId('pages')) + 1;
  let versionId = (await maxId('page_versions')) + 1;
  let requestId = (await maxId('publication_requests')) + 1;
  const chunk = 5_000;
  for (let start = 0; start < pageCount; start += chunk) {
    const pages: Record<string, unknown>[] = [];
    const versions: Record<string, unknown>[] = [];
    const requests: Record<string, unknown>[] = [];
    const schedules: Record<string, unknown>[] = [];
    for (let index = start; index < Math.min(pageCount, start + chunk); index += 1) {
      const id = firstPage + index;
      const translation = index % 3 === 1;
      const groupOwner = translation ? id - 1 : id;
      // The administrator the bench logs in as made 2% of the pages (its "my pages" tab).
      const editor = random() < 0.02 ? adminId : firstUser + Math.floor(random() * userCount);
      const created = random() * 700;
      const updated = created * random();
      const title = Array.from({ length: 3 + Math.floor(random() * 3) }, () => pick(WORDS)).join(' ');
      const published = random() < 0.85;
      const dirty = published && random() < 0.2;
      const pendingRequest = random() < 0.01;
      const acceptedRequest = published && random() < 0.05;
      const html = `<p>${Array.from({ length: 40 }, () => pick(WORDS)).join(' ')}</p>`;
      const version = (values: Record<string, unknown>) => ({
        page_id: id,
        title,
        blocks: JSON.stringify([{ type: 'richText', key: 'k', props: { html }, anchorPoint: '', __images: {}, __files: {} }]),
        seo_title: '',
        seo_description: title,
        seo_keywords: '[]',
        seo_image: null,
        type_data: '{}',
        revision: 1,
        has_publication_request: 0,
        published_at: null,
        created_by: editor,
        updated_by: editor,
        created_at: stamp(created),
        updated_at: stamp(updated),
        snapshot: 0,
        change_summary: null,
        ...values,
      });
      const snapshotId = versionId++;
      versions.push(version({ id: snapshotId, snapshot: 1, title: `${title} (draft)`, updated_at: stamp(created) }));
      let publishedId: number | null = null;
      if (dirty) {
        publishedId = versionId++;
        versions.push(version({ id: publishedId, published_at: stamp(updated + 1) }));
      }
      const conceptId = versionId++;
      versions.push(
        version({
          id: conceptId,
          has_publication_request: pendingRequest ? 1 : 0,
          published_at: published && !dirty ? stamp(updated) : null,
        }),
      );
      if (published && !dirty) publishedId = conceptId;
      pages.push({
        id,
        slug: `${pick(TYPES)}/${title.replaceAll(' ', '-')}-${index}`,
        type: pick(TYPES),
        locale: translation ? 'en-gb' : 'nl-nl',
        translation_group: `bench-${groupOwner}`,
        concept_version_id: conceptId,
        published_version_id: publishedId,
        published_id: null,
        concept_dirty: dirty ? 1 : 0,
        concept_title: title,
        concept_updated_by: editor,
        translation_source_id: translation ? id - 1 : null,
        created_by: editor,
        created_at: stamp(created),
        updated_at: stamp(updated),
      });
      const request = (status: string, version: number) => ({
        id: requestId++,
        page_id: id,
        version_id: version,
        requested_by: editor,
        comment: 'Graag publiceren',
        version_revision: 1,
        status,
        reviewed_by: status === 'pending' ? null : firstUser,
        feedback: null,
        created_at: stamp(updated),
        resent_at: null,
        decided_at: status === 'pending' ? null : stamp(updated),
        publish_at: null,
      });
      if (acceptedRequest && publishedId) requests.push(request('accepted', publishedId));
      if (pendingRequest) requests.push(request('pending', conceptId));
      // 0.5% scheduled to go live in a year (the scheduler leaves them alone during the run).
      if (random() < 0.005)
        schedules.push({
          page_id: id,
          version_id: conceptId,
          version_revision: 1,
          publish_at: new Date(Date.now() + 365 * day).toISOString(),
          publish_state: 'pending',
          created_by: editor,
          created_at: stamp(updated),
        });
    }
    // Pages point at versions and versions at pages: the pages go in first without their versions.
    await insertRows(
      db,
      'pages',
      pages.map((page) => ({ ...page, concept_version_id: null, published_version_id: null, published_id: null })),
    );
    await insertRows(db, 'page_versions', versions);
    for (const page of pages)
      await db
        .updateTable('pages')
        .set({ concept_version_id: page.concept_version_id, published_version_id: page.published_version_id })
        .where('id', '=', page.id)
        .execute();
    if (requests.length > 0) await insertRows(db, 'publication_requests', requests);
    if (schedules.length > 0) await insertRows(db, 'schedules', schedules);
    process.stdout.write(`    ${Math.min(pageCount, start + chunk)} / ${pageCount} pages\n`);
  }
  // Written past the services, so the "translation out of date" flags (migration 0033) are
  // derived here as a site import derives them (translations whose source went live after their last save).
  await refreshOutOfDate(db, 'all');

  // Media: pages / 2 files (50,000 at 100,000 pages) in folders of 250, a few folders deep.
  const fileCount = Math.max(FILES_PER_FOLDER, Math.round(pageCount / 2));
  const folders = Math.ceil(fileCount / FILES_PER_FOLDER);
  const directories: Record<string, unknown>[] = [];
  const folderPath = (index: number) => `/archive-${Math.floor(index / 20)}/folder-${index}`;
  for (let index = 0; index < folders; index += 1) {
    if (index % 20 === 0) directories.push({ path: `/archive-${index / 20}`, created_at: stamp(500) });
    directories.push({ path: folderPath(index), created_at: stamp(400) });
  }
  await insertRows(db, 'media_directories', directories);
  const files: Record<string, unknown>[] = [];
  for (let index = 0; index < fileCount; index += 1) {
    const name = `${pick(WORDS)}-${pick(WORDS)}-${index}.jpg`;
    files.push({
      directory: folderPath(Math.floor(index / FILES_PER_FOLDER)),
      file_name: name,
      name_key: name.toLowerCase(),
      kind: 'image',
      mime_type: 'image/jpeg',
      size: 100_000 + Math.floor(random() * 900_000),
      width: 1600,
      height: 1200,
      hash: `bench${index.toString(16).padStart(59, '0')}`,
      storage_key: null,
      default_alt_text: '',
      shared: 0,
      video_provider: null,
      video_id: null,
      created_by: firstUser,
      created_at: stamp(random() * 400),
      updated_at: stamp(random() * 100),
    });
  }
  await insertRows(db, 'media_files', files);
}

/** PostgreSQL: the rows went in with their ids, so the sequences continue after them. */
export async function resetSequences(db: Db): Promise<void> {
  for (const table of ['users', 'pages', 'page_versions', 'publication_requests', 'media_files', 'media_directories'])
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(db);
}
