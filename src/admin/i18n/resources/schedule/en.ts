/** English texts of scheduled publishing (the page editor's schedule dialog); merged into the main resource. */
export const scheduleEn = {
  schedule: {
    open: 'Schedule publication',
    openScheduled: 'Publication scheduled',
    title: 'Schedule publication',
    intro:
      'The saved concept goes live at the publication time, and the page goes offline at the unpublication time. Times are in the site’s time zone ({zone}). Changing the concept after scheduling cancels the publication: schedule it again.',
    publishAt: 'Publish at',
    unpublishAt: 'Unpublish at',
    save: 'Save schedule',
    clear: 'Clear schedule',
    state_pending: 'waiting',
    state_done: 'carried out {date}',
    stateSkipped: 'not carried out: {reason}',
    'reason_version-changed': 'the concept changed after it was scheduled',
    'reason_nothing-to-publish': 'there was nothing new to publish',
    'reason_not-published': 'the page was not online',
    'reason_not-permitted': 'the person who scheduled it may no longer publish',
    'reason_page-gone': 'the page no longer exists',
    reason_refused: 'the publication was refused (for instance, its new address is taken)',
    openOutdated: 'Scheduled publication will be skipped: the concept changed',
    outdated:
      'The concept was saved after this publication was scheduled. What was scheduled is what goes live, so the scheduler will skip it: save the schedule again to publish the current concept.',
    outdatedShort: 'Concept changed since: will be skipped',
    zoneHint: 'Time zone: {zone}.',
    desiredAt: 'Desired publication (optional)',
    desiredAtHint: 'Leave empty to publish as soon as it is accepted. The reviewer keeps or changes it.',
    desiredAtShown: 'Desired publication: {date}',
    goLiveAt: 'Go live at',
    goLiveHint: 'Leave empty to publish on acceptance, or choose a time to schedule it.',
    goLiveRequestedHint: 'The requester’s desired time; change it, or empty it to publish on acceptance.',
    acceptScheduled: 'Accept and schedule',
    filterScheduled: 'Scheduled',
    badgePublish: 'Goes live {date}',
    badgeUnpublish: 'Goes offline {date}',
    navTitle: 'Scheduled',
    upcomingTitle: 'Upcoming publications',
    upcomingIntro:
      'Every scheduled publication and unpublication still to come, soonest first. Times are in the site’s time zone ({zone}).',
    upcomingEmpty: 'Nothing is scheduled.',
    columnWhen: 'When',
    columnWhat: 'What',
    columnBy: 'Scheduled by',
    goesLive: 'Goes live',
    goesOffline: 'Goes offline',
    unknownPerson: 'Deleted user',
    reason_unknown: 'unknown reason',
  },
};

export type ScheduleResource = {
  [Section in keyof typeof scheduleEn]: { [Key in keyof (typeof scheduleEn)[Section]]: string };
};
