/** English texts of shareable preview links (the page editor's "Share preview"); merged into the main resource. */
export const shareLinksEn = {
  shareLinks: {
    open: 'Share preview',
    title: 'Share a preview',
    intro:
      'Anyone with the link sees the current concept of this page as the site would show it, without an account, until the link expires or is revoked.',
    expiresInDays: 'Valid for (days)',
    expiresHint: 'From 1 to 30 days.',
    create: 'Create link',
    creating: 'Creating…',
    createdTitle: 'New link',
    createdHint: 'Copy the link now: it is shown only once.',
    urlLabel: 'Preview link',
    copy: 'Copy link',
    copied: 'Copied',
    copyFailed: 'Copying failed; select the link and copy it yourself.',
    activeTitle: 'Active links',
    none: 'There are no active links.',
    loadFailed: 'The links could not be loaded.',
    createdBy: 'Created by {name} on {date}',
    unknownUser: 'a deleted user',
    expires: 'Expires {date}',
    revoke: 'Revoke',
    revokeLabel: 'Revoke the link that expires {date}',
    revoked: 'The link has been revoked.',
    invalidDays: 'Enter a whole number of days from 1 to 30.',
  },
};

/** The label of the property an error names. */
export const shareLinkFieldsEn = { expiresInDays: 'Valid for (days)' };

export type ShareLinksResource = {
  [Section in keyof typeof shareLinksEn]: { [Key in keyof (typeof shareLinksEn)[Section]]: string };
};
