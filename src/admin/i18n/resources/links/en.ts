/** Texts of the link fields shared by the menu editor and the rich-text link dialog (SPEC 2.7). */
export const linksEn = {
  links: {
    page: 'Page',
    searchPage: 'Search a page',
    searchPlaceholder: 'Type a page title or slug',
    searchHint: 'Type at least 3 characters to search.',
    searching: 'Searching…',
    noPagesFound: 'No pages found.',
    choosePage: 'Choose {title}',
    changePage: 'Change page',
    notPublished: 'not published',
  },
  linkDialog: {
    addTitle: 'Add link',
    editTitle: 'Edit link',
    linkType: 'Link type',
    type_internal: 'Page on this website',
    type_anchor: 'Anchor on this page',
    type_external: 'External link',
    type_mail: 'E-mail address',
    type_phone: 'Phone number',
    url: 'URL',
    urlHint: 'The whole link, e.g. https://www.example.com/page',
    anchorName: 'Anchor name',
    anchorHint: 'Without #, e.g. contact',
    pageAnchor: 'Anchor on that page',
    noAnchor: 'None (top of the page)',
    loadingAnchors: 'Loading the anchors of the page…',
    email: 'E-mail address',
    phone: 'Phone number',
    phoneHint: 'International format, e.g. +31 345 000 000 (saved without spaces)',
    openInNewTab: 'Open in a new tab',
    apply: 'Apply',
    removeLink: 'Remove link',
  },
};

export type LinksResource = { [Section in keyof typeof linksEn]: { [Key in keyof (typeof linksEn)[Section]]: string } };
