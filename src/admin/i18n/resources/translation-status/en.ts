/** English texts of the translation status (Translations tab, page overview filter); merged into the main resource. */
export const translationStatusEn = {
  translationStatus: {
    filterOutOfDate: 'Translation out of date',
    columnStatus: 'Status',
    status_published: 'Published',
    status_concept: 'Concept',
    status_unpublishedChanges: 'Unpublished changes',
    outOfDate: 'Out of date',
    outOfDateHint: 'Its source was published on {date}, after this translation was last updated.',
    thisOutOfDate: 'This translation is out of date: {source} was published on {date}, after this page was last updated.',
    markUpToDate: 'Mark as up to date',
    noteLabel: 'Note (optional)',
    noteHint: 'Why the translation needs no change, e.g. “only a typo in the source”.',
    marked: 'Marked as up to date.',
    markedOn: 'Marked up to date on {date}',
  },
};

export type TranslationStatusResource = {
  [Section in keyof typeof translationStatusEn]: { [Key in keyof (typeof translationStatusEn)[Section]]: string };
};
