/**
 * The one video address rule (issue 25, finding 8): what it takes, what it refuses and with which
 * field issue (`video_url` and its reason), and the CSP frame sources made from the hosts.
 */
import { describe, expect, it } from 'vitest';
import { embedFrameSources, videoUrl, videoUrlReason } from './video-url.js';

const HOSTS = ['player.bilibili.com', 'www.youtube-nocookie.com'];

describe('video addresses', () => {
  it("takes an mp4 of this site and an allowed player's https page", () => {
    for (const url of [
      '/uploads/media/0f3a-final.mp4',
      '/uploads/videos/demo-1.html',
      'https://player.bilibili.com/player.html?bvid=BV1xx&page=1',
      'https://WWW.YouTube-NoCookie.com/embed/abc',
    ])
      expect(videoUrlReason(url, HOSTS), url).toBeNull();
  });

  it('refuses every other address, with the reason', () => {
    const cases: [string, string][] = [
      ['/admin/staff', 'path'],
      ['/uploads/../data/site.db.mp4', 'path'],
      ['/uploads/media/a.jpg', 'path'],
      ['//player.bilibili.com/x', 'path'],
      ['javascript:alert(1)', 'https'],
      ['http://player.bilibili.com/player.html', 'https'],
      ['https://player.bilibili.com:8443/player.html', 'port'],
      ['https://player.bilibili.com:443/player.html', 'port'],
      ['https://user:pw@player.bilibili.com/player.html', 'credentials'],
      ['https://user@player.bilibili.com/player.html', 'credentials'],
      ['https://player.bilibili.com.evil.example/x', 'host'],
      ['https://evil.example/player.bilibili.com', 'host'],
      ['not a url', 'address'],
    ];
    for (const [url, reason] of cases) expect(videoUrlReason(url, HOSTS), url).toBe(reason);
  });

  it("refuses as the field issue 'video_url' with the reason and the allowed hosts", () => {
    const parsed = videoUrl(HOSTS).safeParse('https://v.qq.com/x');
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        params: { code: 'video_url', reason: 'host', hosts: HOSTS },
        message: expect.stringContaining('v.qq.com is not allowed'),
      }),
    ]);
    expect(videoUrl(HOSTS).parse('  /uploads/a.mp4 ')).toBe('/uploads/a.mp4');
  });

  it('frames exactly the allowed hosts, over https, and never a malformed entry', () => {
    expect(embedFrameSources([...HOSTS, 'Player.Bilibili.com', "x.com 'unsafe-inline'", 'bad;host', ''])).toEqual([
      'https://player.bilibili.com',
      'https://www.youtube-nocookie.com',
    ]);
  });
});
