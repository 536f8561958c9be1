/** The official notice board's messages (issue 30), English: the source of the keys. */
const notices = {
  notices: {
    title: 'Official notice board',
    pageTitle: 'Official notice board | {{name}}',
    description:
      'The official notice board of {{name}}: notice of race, sailing instructions, amendments, notices to competitors and protest decisions, with their posted times.',
    lead: 'Every notice as posted on the official board, newest first. Posted times are on the site clock ({{zone}}) and never change.',
    kinds: {
      nor: 'Notice of race',
      si: 'Sailing instructions',
      amendment: 'Amendments',
      notice: 'Notices to competitors',
      schedule: 'Schedule changes',
      decision: 'Protest decisions',
      other: 'Other notices',
    },
    kind: {
      nor: 'Notice of race',
      si: 'Sailing instructions',
      amendment: 'Amendment {{n}}',
      notice: 'Notice {{n}}',
      schedule: 'Schedule change',
      decision: 'Protest decision',
      other: 'Notice',
    },
    posted: 'Posted {{time}}',
    amended: 'Amended at {{time}}',
    withdrawn: 'Withdrawn at {{time}}',
    withdrawnNote: 'This notice was withdrawn. It stays listed as it was posted; its text no longer applies.',
    earlier: 'Earlier versions ({{count}})',
    versionShown: 'Shown from {{from}} until {{until}}',
    document: 'Document (PDF)',
    picture: 'Picture of the notice',
    attachment: 'Attached document',
    inZh: 'In Chinese: no English text was posted',
    inEn: 'In English only',
    empty: 'No notice has been posted on this board yet.',
    unavailable: 'The notice board cannot be shown right now. Please try again later.',
    newSince: 'New',
    newSinceLabel: 'New or changed since your last visit',
    feed: 'Follow this board (Atom feed)',
    groups: 'Notices by kind',
    backToEvent: 'Back to the event',
    feedTitle: '{{name}}: official notice board',
  },
};

export default notices;
