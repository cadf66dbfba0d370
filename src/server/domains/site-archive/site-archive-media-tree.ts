import { baseName, parentOf } from '../../../shared/media/media-path.ts';

export interface ArchivedMediaFile {
  directory: string;
  file_name: string;
  name_key: string;
}

/**
 * The folders a library lacks above its folders and files, shallowest first: a site whose
 * library lost a folder under concurrent writes (possible before the media writes held their
 * folders) still imports, the folder made again, instead of being refused for good.
 */
export function missingFolders(directories: readonly string[], files: readonly ArchivedMediaFile[]): string[] {
  const folders = new Set(['/', ...directories]);
  const missing = new Set<string>();
  const addAncestors = (path: string) => {
    for (let parent = path; parent !== '/' && !folders.has(parent) && !missing.has(parent); parent = parentOf(parent)) missing.add(parent);
  };
  for (const path of directories) addAncestors(parentOf(path));
  for (const file of files) addAncestors(file.directory);
  return [...missing].sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * What the media library's writes keep true, checked over an archive's folders and files once
 * all are loaded (row checks see one row at a time, and the unique indexes compare exactly and
 * span one table): every folder's parent and every file's folder exist, a file's name key is its
 * name in lower case, and no two entries of one folder share a name ignoring case (two folders,
 * or a folder and a file; two files already clash on their keys' unique index). Answers the
 * first problem, or undefined.
 */
export function mediaTreeProblem(directories: readonly string[], files: readonly ArchivedMediaFile[]): string | undefined {
  const folders = new Set(['/', ...directories]);
  const names = new Map<string, string>();
  const claim = (folder: string, name: string, what: string): string | undefined => {
    const key = `${folder}\n${name.toLowerCase()}`;
    const earlier = names.get(key);
    if (earlier) {
      return `${what} and ${earlier} share a name in ${folder} (names in a folder differ in more than case; rename one in the site the archive came from and export it again)`;
    }
    names.set(key, what);
    return undefined;
  };
  for (const path of [...directories].sort()) {
    const parent = parentOf(path);
    if (!folders.has(parent)) return `folder ${path} is in ${parent}, which the archive does not hold`;
    const clash = claim(parent, baseName(path), `folder ${path}`);
    if (clash) return clash;
  }
  for (const file of files) {
    const where = file.directory === '/' ? `/${file.file_name}` : `${file.directory}/${file.file_name}`;
    if (!folders.has(file.directory)) return `file ${where} is in ${file.directory}, which the archive does not hold`;
    if (file.name_key !== file.file_name.toLowerCase())
      return `file ${where} has the name key ${JSON.stringify(file.name_key)}, not its name in lower case`;
    const clash = claim(file.directory, file.file_name, `file ${where}`);
    if (clash) return clash;
  }
  return undefined;
}
