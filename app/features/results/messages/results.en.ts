/**
 * English messages of the result tables (part of en.ts, the source of keys). A result's cells,
 * the scoring codes' meanings and what a boat's page shows are in cells.en.ts.
 */
const resultsEn = {
  results: {
    heading: 'Results',
    empty: 'No results have been published yet.',
    partial: 'Some results could not be shown.',
    publications: 'Published results',
    /** the line above a table: see the rule in app/features/results/components/results-tables.tsx */
    asOf: {
      final: 'Final results as of {{time}}',
      provisional: 'Results are provisional as of {{time}}',
      latest: 'Results as of {{time}}',
    },
    lowPoint: 'Low Point',
    discardAfter: '1 discard after {{n}} races',
    discardAfterOne: '1 discard after 1 race',
    group: '{{field}}: {{value}}',
    otherGroup: 'Other',
    scrollRegion: '{{name}}, scrolls sideways',
    /** the control beside a wide table naming the races out of view (issue 28 item 1) */
    scroll: { races: 'Races {{from}}–{{to}}', race: 'Race {{n}}' },
    races: 'Race scores',
    boatPage: 'Boat page',
    print: 'Print',
    printPart: 'Races {{from}}–{{to}} of {{total}}',
    download: { csv: 'Download CSV', json: 'Download JSON' },
    changeNote: '▲ / ▼: places gained or lost since the previous results.',
    tieNote:
      'T: tied on net points; the tie was broken under rule A8.1 (best scores compared) or A8.2 (last race first).',
    filter: {
      group: 'Group',
      nat: 'Nation',
      club: 'Club',
      all: { group: 'All groups', nat: 'All nations', club: 'All clubs' },
      apply: 'Show',
      clear: 'Show all boats',
      showing: '{{n}} boats match the filter; the rank within the filter comes first, the overall rank in brackets.',
      showingGroup: '{{n}} boats in this group, with their ranks in the group.',
      none: 'No boat matches this filter.',
      overall: 'overall rank {{rank}}',
    },
    live: {
      checked: 'Live: checked for new results {{n}} min ago',
      justNow: 'Live: new results appear here as they are published',
      arrived: 'New results have been published.',
      show: 'Show them',
    },
    find: {
      label: 'Find a sailor',
      placeholder: 'Sail number, name or club',
      submit: 'Search',
      found: '{{n}} boats match “{{query}}”.',
      more: 'More boats match: add to the search to narrow it.',
      none: 'No sailor matches “{{query}}”. Try a sail number (with or without the nation), a name in Chinese, English or pinyin, or a club.',
      tooShort: 'Type at least two letters, or a sail number.',
      rank: 'Rank',
      net: 'Net',
      entered: 'Entered (no results yet)',
      clear: 'Clear the search',
    },
    codesHeading: 'Codes',
    notesHeading: 'Notes',
  },
};

export default resultsEn;
