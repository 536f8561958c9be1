/** English messages of a boat's page (competitor-view.tsx; part of en.ts, the source of keys). */
const competitorEn = {
  competitor: {
    group: 'Group',
    groupSeparator: ': ',
    from: '{{kind}} results of {{time}}.',
    fromOlder: 'From the {{kind}} results of {{time}} (not the newest).',
    allResults: 'All results of the class',
    races: 'Race by race',
    race: 'Race',
    note: 'Code and discard',
    rankAfter: 'Rank after',
    replay: 'Replay',
    replayOf: 'Watch the replay of {{name}}',
    watch: 'Watch',
    chart: 'Series rank after each race',
    chartLabel: 'Series rank after each race: {{ranks}}',
    crumb: 'Boat {{boat}}',
    /** the figures' and the races' column names */
    rank: 'Rank',
    total: 'Total',
    net: 'Net',
    place: 'Place',
    points: 'Points',
    separator: ', ',
  },
};

export default competitorEn;
