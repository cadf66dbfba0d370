/** One step of the folder trail: the root ("/") first, then every folder down to `path`. */
export interface Breadcrumb {
  path: string;
  /** Folder name; empty for the root (the screen shows its own label there). */
  name: string;
}

/** "/a/b" -> [/, /a, /a/b]. Invalid input ("", "a//b/") is read leniently: empty parts are skipped. */
export function breadcrumbsFor(path: string): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ path: '/', name: '' }];
  let current = '';
  for (const part of path.split('/')) {
    if (part === '') continue;
    current = `${current}/${part}`;
    crumbs.push({ path: current, name: part });
  }
  return crumbs;
}
