/** English texts of version compare (the page's history); merged into the main resource. */
export const compareEn = {
  compare: {
    select: 'Compare',
    selectLabel: 'Compare {title} ({date})',
    compareSelected: 'Compare selected',
    pickTwo: 'Tick two versions to compare them.',
    wordByWord: 'Word by word',
    title: 'Compare versions',
    back: 'Back to history',
    fromTo: 'From {from} to {to}',
    loadFailed: 'The versions could not be compared.',
    noDifferences: 'These versions have the same content.',
    pageFields: 'Page settings and SEO',
    blocks: 'Blocks',
    unchangedBlocks_one: '{count} block unchanged',
    unchangedBlocks_other: '{count} blocks unchanged',
    added: 'Added',
    removed: 'Removed',
    changed: 'Changed',
    moved: 'Moved',
    before: 'Before',
    after: 'After',
    empty: '(empty)',
    field_title: 'Title',
    field_seoTitle: 'SEO title',
    field_seoDescription: 'SEO description',
    field_seoKeywords: 'SEO keywords',
  },
};

export type CompareResource = {
  [Section in keyof typeof compareEn]: { [Key in keyof (typeof compareEn)[Section]]: string };
};
