import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { getCompany, saveCompany } from '../../domains/settings/settings.service.ts';

/**
 * The site-wide share image (og:image of pages without their own, issue 17): the home page's
 * social image, served by the home page's media route for as long as the home page is published.
 * An administrator's own choice is kept.
 */
export async function seedShareImage(db: Kysely<Database>, homePageId: number, image: { hash: string; fileName: string }): Promise<void> {
  const company = await getCompany(db);
  if (company.shareImageUrl) return;
  const shareImageUrl = `/api/medialib/get-page-file/${homePageId}/seo_image/${image.hash}/${encodeURIComponent(image.fileName)}`;
  await saveCompany(db, { ...company, shareImageUrl });
}
