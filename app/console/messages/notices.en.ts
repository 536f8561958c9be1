/** The console's notice board messages (issue 30), English: the source of the keys. */
const adminNotices = {
  adminNotices: {
    nav: 'Notice board',
    title: 'Notice board: {{name}}',
    heading: 'Notice board',
    lead: 'Notices posted here appear on the event’s public notice board at once, with the posted time.',
    publicBoard: 'Public board',
    newHeading: 'Post a notice',
    editHeading: 'Change notice',
    fields: {
      kind: 'Kind',
      title: 'Title (Chinese)',
      titleEn: 'Title (English)',
      content: 'Text (Chinese)',
      contentEn: 'Text (English)',
      file: 'Photo or PDF of the notice',
    },
    hints: {
      content: 'Plain text; an empty line starts a new paragraph.',
      file: 'Take a photo of the paper notice, or choose a PDF.',
      fileKept: 'Current document: {{name}}. Choose a file to replace it.',
      english: 'English (optional)',
    },
    post: 'Post now',
    saveDraft: 'Save as draft',
    save: 'Save changes',
    cancel: 'Cancel',
    edit: 'Change',
    publish: 'Post',
    withdraw: 'Withdraw',
    delete: 'Delete draft',
    withdrawConfirm:
      'Withdraw “{{title}}”? It stays listed on the board as withdrawn, without its text. This cannot be undone.',
    withdrawYes: 'Yes, withdraw it',
    list: 'Notices of this event',
    empty: 'No notice yet. Post the first one above.',
    states: { draft: 'Draft', posted: 'Posted', withdrawn: 'Withdrawn' },
    posted: 'Posted {{time}}',
    amended: 'amended {{time}}',
    versions: '{{count}} earlier versions',
    done: {
      created: 'The notice was posted.',
      draft: 'The draft was saved.',
      saved: 'The notice was saved.',
      published: 'The notice was posted.',
      withdrawn: 'The notice was withdrawn.',
      deleted: 'The draft was deleted.',
    },
    problem: {
      published: 'A posted notice stays on the board: withdraw it instead.',
      withdrawn: 'This notice was withdrawn: it cannot be changed any more.',
    },
  },
};

export default adminNotices;
