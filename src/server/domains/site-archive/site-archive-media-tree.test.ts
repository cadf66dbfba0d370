import { describe, expect, it } from 'vitest';
import { mediaTreeProblem, missingFolders, type ArchivedMediaFile } from './site-archive-media-tree.ts';

const file = (directory: string, fileName: string, nameKey = fileName.toLowerCase()): ArchivedMediaFile => ({
  directory,
  file_name: fileName,
  name_key: nameKey,
});

describe('the media library an archive holds', () => {
  it('accepts a tree whose names differ in more than case', () => {
    expect(mediaTreeProblem(['/a', '/a/b', '/c'], [file('/', 'a.jpg'), file('/a', 'b.jpg'), file('/a/b', 'B2.jpg'), file('/c', 'a')])).toBe(
      undefined,
    );
    expect(mediaTreeProblem([], [])).toBe(undefined);
  });

  it('refuses a folder or a file whose folder it does not hold', () => {
    expect(mediaTreeProblem(['/a/b'], [])).toBe('folder /a/b is in /a, which the archive does not hold');
    expect(mediaTreeProblem(['/a'], [file('/b', 'x.jpg')])).toBe('file /b/x.jpg is in /b, which the archive does not hold');
  });

  it('refuses two entries of one folder whose names differ only in case', () => {
    const clash = '(names in a folder differ in more than case; rename one in the site the archive came from and export it again)';
    expect(mediaTreeProblem(['/a', '/A'], [])).toBe(`folder /a and folder /A share a name in / ${clash}`);
    expect(mediaTreeProblem(['/p', '/p/Photos', '/p/photos'], [])).toBe(
      `folder /p/photos and folder /p/Photos share a name in /p ${clash}`,
    );
    expect(mediaTreeProblem(['/p', '/p/Photos'], [file('/p', 'photos')])).toBe(
      `file /p/photos and folder /p/Photos share a name in /p ${clash}`,
    );
    expect(mediaTreeProblem([], [file('/', 'X.jpg'), file('/', 'x.jpg')])).toBe(`file /x.jpg and file /X.jpg share a name in / ${clash}`);
  });

  it('finds the folders missing above folders and files, shallowest first, each once', () => {
    expect(missingFolders(['/a', '/a/b'], [file('/a/b', 'x.jpg'), file('/', 'y.jpg')])).toEqual([]);
    expect(missingFolders(['/a/b/c', '/x/y'], [file('/a/b', 'f.jpg'), file('/q/r', 'g.jpg')])).toEqual(['/a', '/q', '/x', '/a/b', '/q/r']);
    expect(missingFolders(['/a', '/a/b/c/d'], [])).toEqual(['/a/b', '/a/b/c']);
  });

  it('refuses a file whose name key is not its name in lower case (the unique index compares keys)', () => {
    expect(mediaTreeProblem([], [file('/', 'Otter.jpg', 'Otter.jpg')])).toBe(
      'file /Otter.jpg has the name key "Otter.jpg", not its name in lower case',
    );
  });
});
