/**
 * One event and what hangs off it: /event/info, /event/level, /level/race, /event/img,
 * /event/video, /level/score. An unpublished event and everything under it is never served.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/endpoints.js';
import {
  createEvent,
  createEventImage,
  createEventVideo,
  createLevel,
  createRace,
  createScorePublication,
  sampleScores,
  type EventRow,
  type LevelRow,
} from '../db/factories.js';
import { expectFail, expectFields, expectOk, expectPage, SPEC_FIELDS } from '../../tests/helpers/expect.js';
import type { Json } from '../../tests/helpers/test-app.js';
import { dialects } from '../../tests/helpers/test-db.js';
import { useTestApp } from '../../tests/helpers/suite.js';

/** the published event the calls read: what the test stores, and what /event/info answers of it */
const NG15 = {
  name: '第十五届全国运动会帆船比赛',
  nameCode: 'The 15th National Games Sailing Regatta',
  status: '2',
  beginDate: '2025-11-09',
  endDate: '2025-11-21',
  address: '深圳大鹏新区',
  addressCode: 'Dapeng, Shenzhen',
  officialWebsite: 'https://example.org/ng15',
  sponsor: 'SailFish',
  albumWebsite: 'https://example.org/ng15/photos',
} as const;

describe.each(dialects())('event detail calls on %s', (dialect) => {
  const { db: t, t: api } = useTestApp(dialect);

  /** published, running, with three levels */
  let event: EventRow;
  /** races of every kind, one of them running */
  let racing: LevelRow;
  /** finished races only */
  let finished: LevelRow;
  /** no races at all */
  let empty: LevelRow;
  /** an unpublished event with a level, races, scores, photos and videos */
  let hidden: EventRow;
  let hiddenLevel: LevelRow;
  /** a level whose event does not exist */
  let orphan: LevelRow;
  /** a published event with nothing under it */
  let bare: EventRow;

  beforeAll(async () => {
    const db = t.db;

    event = await createEvent(db, NG15);
    // created out of display order on purpose: sortOrder decides
    finished = await createLevel(db, {
      eventCd: event.eventCd,
      levelName: '49人级',
      levelNameCode: '49er',
      status: '3',
      roundTotal: 2,
      sortOrder: 2,
    });
    racing = await createLevel(db, {
      eventCd: event.eventCd,
      levelName: '470级',
      levelNameCode: '470',
      status: '2',
      roundTotal: 4,
      sortOrder: 1,
    });
    empty = await createLevel(db, {
      eventCd: event.eventCd,
      levelName: '激光级',
      levelNameCode: 'ILCA 7',
      status: '1',
      roundTotal: 0,
      sortOrder: 3,
    });

    // racing level: finished R1, running R2, scheduled R3 (starting after R2), unscheduled R4
    await createRace(db, {
      levelCd: racing.levelCd,
      roundName: 'R1',
      status: '4',
      startTime: '2025-11-10 10:00:00',
      endTime: '2025-11-10 11:05:00',
      traceUrl: 'https://trace.example.org/r1',
      raceMark: 'W/L',
      sortOrder: 1,
    });
    await createRace(db, {
      levelCd: racing.levelCd,
      roundName: 'R2',
      status: '2',
      startTime: '2025-11-10 12:30:00',
      endTime: null,
      traceUrl: 'https://trace.example.org/r2',
      sortOrder: 2,
    });
    await createRace(db, {
      levelCd: racing.levelCd,
      roundName: 'R3',
      status: '1',
      startTime: '2025-11-11 10:00:00',
      endTime: '2025-11-12 09:30:00',
      sortOrder: 3,
    });
    await createRace(db, {
      levelCd: racing.levelCd,
      roundName: 'R4',
      status: '0',
      startTime: null,
      endTime: null,
      sortOrder: 4,
    });
    // finished level: two finished races, the later one is current
    await createRace(db, {
      levelCd: finished.levelCd,
      roundName: 'F1',
      status: '4',
      startTime: '2025-11-10 10:00:00',
      sortOrder: 1,
    });
    await createRace(db, {
      levelCd: finished.levelCd,
      roundName: 'F2',
      status: '4',
      startTime: '2025-11-12 10:00:00',
      sortOrder: 2,
    });
    await createRace(db, { levelCd: finished.levelCd, roundName: 'F3', status: '6', startTime: null, sortOrder: 3 });

    // three publications of the racing class, stored out of time order: the publish time decides
    for (const [publishTime, title] of [
      ['2025-11-10 12:00:00', 'After R1'],
      ['2025-11-11 18:00:00', 'Latest'],
      ['2025-11-10 20:00:00', 'After R2'],
    ] as const) {
      await createScorePublication(db, { levelCd: racing.levelCd, publishTime, scores: sampleScores(title) });
    }
    await createScorePublication(db, {
      levelCd: finished.levelCd,
      publishTime: '2025-11-12 18:00:00',
      scores: '{not json',
    });

    // 12 published photos and 3 unpublished; 9 published videos and 2 unpublished
    for (let i = 0; i < 15; i++) {
      await createEventImage(db, {
        eventCd: event.eventCd,
        imgUrl: `/uploads/photos/p${i}.svg`,
        isPublish: i % 5 === 4 ? 0 : 1,
        sortOrder: i,
      });
    }
    for (let i = 0; i < 11; i++) {
      await createEventVideo(db, {
        eventCd: event.eventCd,
        videoUrl: i === 0 ? 'https://player.example.org/embed/1' : `/uploads/videos/v${i}.mp4`,
        title: `视频 ${i}`,
        isPublish: i === 3 || i === 7 ? 0 : 1,
        sortOrder: i,
      });
    }

    hidden = await createEvent(db, { name: '内部测试赛', nameCode: 'Internal Trial', status: '2', isPublish: 0 });
    hiddenLevel = await createLevel(db, { eventCd: hidden.eventCd, status: '2', roundTotal: 1 });
    await createRace(db, { levelCd: hiddenLevel.levelCd, status: '2', startTime: '2025-01-01 10:00:00' });
    await createScorePublication(db, { levelCd: hiddenLevel.levelCd });
    await createEventImage(db, { eventCd: hidden.eventCd, isPublish: 1 });
    await createEventVideo(db, { eventCd: hidden.eventCd, isPublish: 1 });

    orphan = await createLevel(db, { eventCd: 'NO_SUCH_EVENT' });
    await createRace(db, { levelCd: orphan.levelCd, status: '1' });

    bare = await createEvent(db, { status: '1' });
  });

  describe('/event/info/{eventCd}', () => {
    it('answers the event with the fields of docs/product.md §3', async () => {
      const result = expectOk(await api.post(endpoints.eventInfo.path({ eventCd: event.eventCd })));
      expectFields(result, SPEC_FIELDS.event, { exact: true });
      // every field as stored: what was given, and the factory's code, pictures and defaults
      expect(result).toEqual({
        ...NG15,
        eventCd: event.eventCd,
        matchCd: event.matchCd,
        logo: event.logo,
        thumb: event.thumb,
        sponsorEn: null,
        isPublish: 1,
      });
    });

    it('accepts an empty body, {} and extra fields', async () => {
      expectOk(await api.post(endpoints.eventInfo.path({ eventCd: event.eventCd })));
      expectOk(await api.post(endpoints.eventInfo.path({ eventCd: event.eventCd }), {}));
      expectOk(await api.post(endpoints.eventInfo.path({ eventCd: event.eventCd }), { isPublish: 1, lang: 'en' }));
    });

    it('answers 404 for an unknown event', async () => {
      expectFail(await api.post(endpoints.eventInfo.path({ eventCd: 'NO_SUCH_EVENT' })), 404);
    });

    it('answers 404 for an unpublished event, even when the body asks for isPublish 0', async () => {
      expectFail(await api.post(endpoints.eventInfo.path({ eventCd: hidden.eventCd })), 404);
      expectFail(await api.post(endpoints.eventInfo.path({ eventCd: hidden.eventCd }), { isPublish: 0 }), 404);
    });

    it.each(['bad code', 'a.b', "x'--", 'x'.repeat(65), '中文', '%ZZ'])(
      'answers 400 for the invalid code %j',
      async (code) => {
        expectFail(await api.post(`/event/info/${encodeURIComponent(code)}`), 400);
      },
    );
  });

  describe('/event/level/{eventCd}', () => {
    it('answers the levels in display order with the fields of docs/product.md §3', async () => {
      const levels = expectOk(await api.post(endpoints.eventLevels.path({ eventCd: event.eventCd }))) as Json[];
      expect(levels.map((l) => l.levelCd)).toEqual([racing.levelCd, finished.levelCd, empty.levelCd]);
      for (const level of levels) expectFields(level, SPEC_FIELDS.level);
      expect(levels[0]).toMatchObject({ levelName: '470级', levelNameCode: '470', status: '2', roundTotal: 4 });
      expect(levels[1]).toMatchObject({ levelName: '49人级', levelNameCode: '49er', status: '3', roundTotal: 2 });
    });

    it('gives each level its current race: the running one (status 2) first', async () => {
      const [first] = expectOk(await api.post(endpoints.eventLevels.path({ eventCd: event.eventCd }))) as Json[];
      // R3 starts later than R2, but R2 is racing
      expect(first.race).toMatchObject({ roundName: 'R2', status: '2', startTime: '2025-11-10 12:30:00' });
    });

    it('else the latest started race; null when the level has no race', async () => {
      const [, second, third] = expectOk(
        await api.post(endpoints.eventLevels.path({ eventCd: event.eventCd })),
      ) as Json[];
      expect(second.race).toMatchObject({ roundName: 'F2', status: '4' });
      expect(third.race).toBeNull();
    });

    it('answers an empty list for a published event without levels', async () => {
      expect(expectOk(await api.post(endpoints.eventLevels.path({ eventCd: bare.eventCd })))).toEqual([]);
    });

    it('answers 404 for an unpublished event and does not serve its levels', async () => {
      const message = expectFail(
        await api.post(endpoints.eventLevels.path({ eventCd: hidden.eventCd }), { isPublish: 0 }),
        404,
      );
      expect(message).not.toContain(hiddenLevel.levelCd);
      expectFail(await api.post(endpoints.eventLevels.path({ eventCd: 'NO_SUCH_EVENT' })), 404);
      expectFail(await api.post('/event/level/bad.code'), 400);
    });
  });

  describe('/level/race/{levelCd}', () => {
    it('answers the races in order with the fields of docs/product.md §3 and showTime', async () => {
      const races = expectOk(await api.post(endpoints.levelRaces.path({ levelCd: racing.levelCd }))) as Json[];
      expect(races.map((r) => r.roundName)).toEqual(['R1', 'R2', 'R3', 'R4']);
      for (const race of races) expectFields(race, SPEC_FIELDS.race);
      expect(races[0]).toMatchObject({
        status: '4',
        startTime: '2025-11-10 10:00:00',
        endTime: '2025-11-10 11:05:00',
        raceMark: 'W/L',
        traceUrl: 'https://trace.example.org/r1',
        showTime: '2025-11-10 10:00 ~ 11:05',
      });
      // running: start only; ending another day: the full end; unscheduled: empty
      expect(races[1]).toMatchObject({ status: '2', showTime: '2025-11-10 12:30', endTime: null });
      expect(races[2]).toMatchObject({ status: '1', showTime: '2025-11-11 10:00 ~ 2025-11-12 09:30' });
      expect(races[3]).toMatchObject({ status: '0', startTime: null, showTime: '' });
    });

    it('answers an empty list for a level without races', async () => {
      expect(expectOk(await api.post(endpoints.levelRaces.path({ levelCd: empty.levelCd })))).toEqual([]);
    });
  });

  describe('/level/score/{levelCd}', () => {
    it('answers the score publications, newest first, with scores as JSON text', async () => {
      const list = expectOk(await api.post(endpoints.levelScores.path({ levelCd: racing.levelCd }))) as Json[];
      expect(list.map((p) => p.publishTime)).toEqual([
        '2025-11-11 18:00:00',
        '2025-11-10 20:00:00',
        '2025-11-10 12:00:00',
      ]);
      for (const p of list) {
        expectFields(p, SPEC_FIELDS.scorePublication);
        expect(p.scores).toBeTypeOf('string');
      }
      const latest = JSON.parse(list[0].scores);
      expect(latest).toMatchObject({
        theTitle: 'Latest',
        scoringSystem: 'Low Point',
        header: expect.any(Array),
        data: expect.any(Array),
      });
    });

    it('passes a malformed stored table through as text (the page decides), and [] when there is none', async () => {
      const list = expectOk(await api.post(endpoints.levelScores.path({ levelCd: finished.levelCd }))) as Json[];
      expect(list).toHaveLength(1);
      expect(list[0].scores).toBe('{not json');
      expect(expectOk(await api.post(endpoints.levelScores.path({ levelCd: empty.levelCd })))).toEqual([]);
    });
  });

  // a level's races and its scores alike
  it.each([
    ['/level/race', endpoints.levelRaces, '/level/race/no%20such'],
    ['/level/score', endpoints.levelScores, '/level/score/a.b'],
  ] as const)(
    "%s answers 404 for an unpublished event's level, an orphan level and an unknown level, 400 for a bad code",
    async (_, endpoint, badCode) => {
      expectFail(await api.post(endpoint.path({ levelCd: hiddenLevel.levelCd }), { isPublish: 0 }), 404);
      expectFail(await api.post(endpoint.path({ levelCd: orphan.levelCd })), 404);
      expectFail(await api.post(endpoint.path({ levelCd: 'NO_SUCH_LEVEL' })), 404);
      expectFail(await api.post(badCode), 400);
    },
  );

  describe('/event/img/{eventCd}', () => {
    it('pages the published photos only', async () => {
      const first = expectOk(
        await api.post(endpoints.eventImages.path({ eventCd: event.eventCd }), {
          isPublish: 1,
          pageNo: 1,
          pageSize: 10,
        }),
      );
      const records = expectPage(first, { total: 12, pageNo: 1, pageSize: 10 });
      for (const img of records) {
        expectFields(img, SPEC_FIELDS.eventImage);
        expect(img.isPublish).toBe(1);
        expect(img.imgUrl).toMatch(/^\/uploads\/photos\/p\d+\.svg$/);
      }
      const second = expectOk(
        await api.post(endpoints.eventImages.path({ eventCd: event.eventCd }), {
          isPublish: 1,
          pageNo: 2,
          pageSize: 10,
        }),
      );
      expectPage(second, { total: 12, pageNo: 2, pageSize: 10, count: 2 });
      const urls = [...first.records, ...second.records].map((i: Json) => i.imgUrl);
      expect(new Set(urls).size).toBe(12);
      // the unpublished ones (every fifth) never appear
      for (const i of [4, 9, 14]) expect(urls).not.toContain(`/uploads/photos/p${i}.svg`);
    });

    it('ignores isPublish 0 in the body', async () => {
      const result = expectOk(
        await api.post(endpoints.eventImages.path({ eventCd: event.eventCd }), { isPublish: 0, pageSize: 100 }),
      );
      expectPage(result, { total: 12, pageNo: 1, pageSize: 100 });
      for (const img of result.records) expect(img.isPublish).toBe(1);
    });

    it('defaults to page 1 and answers an empty page for an event without photos', async () => {
      const result = expectOk(await api.post(endpoints.eventImages.path({ eventCd: event.eventCd })));
      expect(result).toMatchObject({ total: 12, pageNo: 1 });
      expectPage(
        expectOk(await api.post(endpoints.eventImages.path({ eventCd: bare.eventCd }), { pageNo: 1, pageSize: 10 })),
        {
          total: 0,
          pageNo: 1,
          pageSize: 10,
        },
      );
    });

    it('answers 404 for an unpublished or unknown event, 400 for an invalid code', async () => {
      expectFail(
        await api.post(endpoints.eventImages.path({ eventCd: hidden.eventCd }), {
          isPublish: 0,
          pageNo: 1,
          pageSize: 10,
        }),
        404,
      );
      expectFail(
        await api.post(endpoints.eventImages.path({ eventCd: 'NO_SUCH_EVENT' }), { pageNo: 1, pageSize: 10 }),
        404,
      );
      expectFail(await api.post('/event/img/a.b', { pageNo: 1, pageSize: 10 }), 400);
    });
  });

  describe('/event/video/{eventCd}', () => {
    it('pages the published videos only, with videoUrl and title', async () => {
      const pages: Json[] = [];
      for (let pageNo = 1; pageNo <= 3; pageNo++) {
        const result = expectOk(
          await api.post(endpoints.eventVideos.path({ eventCd: event.eventCd }), { isPublish: 1, pageNo, pageSize: 4 }),
        );
        pages.push(...expectPage(result, { total: 9, pageNo, pageSize: 4 }));
      }
      expect(pages).toHaveLength(9);
      for (const v of pages) {
        expectFields(v, SPEC_FIELDS.eventVideo);
        expect(v.videoUrl).toBeTypeOf('string');
        expect(v.title).toBeTypeOf('string');
      }
      const titles = pages.map((v) => v.title);
      expect(titles).not.toContain('视频 3');
      expect(titles).not.toContain('视频 7');
      // both player paths are present: a page to embed and a direct .mp4
      expect(pages.map((v) => v.videoUrl)).toContain('https://player.example.org/embed/1');
    });

    it('ignores isPublish 0 in the body', async () => {
      const result = expectOk(
        await api.post(endpoints.eventVideos.path({ eventCd: event.eventCd }), {
          isPublish: 0,
          pageNo: 1,
          pageSize: 9,
        }),
      );
      expectPage(result, { total: 9, pageNo: 1, pageSize: 9 });
      for (const v of result.records) expect(v.isPublish ?? 1).toBe(1);
    });

    it('answers 404 for an unpublished or unknown event, 400 for an invalid code', async () => {
      expectFail(
        await api.post(endpoints.eventVideos.path({ eventCd: hidden.eventCd }), {
          isPublish: 0,
          pageNo: 1,
          pageSize: 9,
        }),
        404,
      );
      expectFail(await api.post(endpoints.eventVideos.path({ eventCd: 'NO_SUCH_EVENT' })), 404);
      expectFail(await api.post('/event/video/a.b'), 400);
    });
  });
});
