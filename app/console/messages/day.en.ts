/** English messages of a scorer's and an editor's day in the console (issue 27): the scorer's dashboard, races in bulk and in a table, staff passwords (part of en.ts, the source of keys). */
const adminDayEn = {
  adminDay: {
    myEvents: 'Your events',
    myEventsLead: 'Each class with its results: import a file, check it, publish it.',
    noEvents: 'No event is assigned to you yet. Ask an administrator to assign your events.',
    noClasses: 'This event has no classes yet.',
    openEvent: 'Races and classes',
    importResults: 'Import results',
    results: { none: 'Nothing published', provisional: 'Provisional', final: 'Final' },
    resultsOf: 'Results: {{state}}',
    readOnly:
      'You can see this event; its details and classes are changed by an editor. You can add and change its races and import results.',
    done: { 'races-added': 'Races added.', 'races-saved': 'Races saved.' },
    event: { urlHint: 'www.example.com is fine: https:// is added.' },
    bulk: {
      summary: 'Add several races',
      heading: 'Add races to {{name}}',
      count: 'How many races',
      firstNumber: 'First race number',
      firstStart: 'First start',
      interval: 'Minutes between starts',
      intervalHint: 'Leave empty to add the races without times.',
      perDay: 'Races a day',
      perDayHint: 'The next race starts at the same time on the next day after this many.',
      area: 'Course area',
      names:
        'Names: 第{{first}}轮 … 第{{last}}轮 in Chinese, “Race {{first}}” … “Race {{last}}” in English; codes R{{first}} … R{{last}}.',
      namesHint: 'Each race is named 第N轮 in Chinese and “Race N” in English, with the code RN.',
      submit: 'Add the races',
      added: '{{n}} races added.',
      tooMany: 'At most {{n}} races at once.',
    },
    table: {
      heading: 'Races of {{name}}',
      code: 'Code',
      name: 'Name',
      area: 'Area',
      start: 'Start',
      status: 'Status',
      save: 'Save the races',
      saved: 'Races saved.',
      free: 'Free: {{code}}',
      codeTaken: '{{code}} is in this class already. Free: {{free}}.',
    },
    staff: {
      resetHeading: 'New password',
      reset: 'Reset the password…',
      resetLead:
        'A one-time password is made and shown once. {{name}} must choose a new password at the next sign-in; their open sessions end now.',
      resetConfirm: 'Make a one-time password',
      resetDone: 'One-time password for {{name}}: give it to them in person or by phone. It is shown only now.',
      oneTime: 'One-time password',
      unknownEvent: 'No event has the code {{codes}}.',
    },
    password: {
      title: 'Choose a new password',
      lead: 'Your password was reset. Choose a new one to continue: at least {{n}} characters, not your name or e-mail address.',
      current: 'One-time password',
      next: 'New password',
      again: 'New password again',
      save: 'Save and continue',
      mismatch: 'The two new passwords differ.',
      wrongCurrent: 'The one-time password is not correct.',
    },
  },
};

export default adminDayEn;
