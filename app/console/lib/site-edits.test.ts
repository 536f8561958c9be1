import { describe, expect, it } from 'vitest';
import {
  bannerTypeOf,
  configBody,
  configValues,
  formErrors,
  idsOf,
  movedIds,
  officeCount,
  siteVideoBody,
  statisticsBody,
  withOffice,
} from './site-edits';

const OFFICE = {
  key: 'qingdao',
  name: '青岛总部',
  nameEn: 'Qingdao HQ',
  address: '青岛',
  addressEn: 'Qingdao',
  phone: null,
  lat: 36.0563,
  lng: 120.3897,
};
const CONFIG = {
  companyName: '帆鱼',
  companyNameEn: 'SailFish',
  email: 'a@example.com',
  phone: '1',
  jobEmail: 'j@example.com',
  jobPhone: '2',
  icp: '',
  offices: [OFFICE, { ...OFFICE, key: 'shenzhen', name: '深圳', phone: '0755' }],
  updatedAt: '2026-11-24T00:00:00.000Z',
};

describe('the order of a list', () => {
  it('moves a record one place up or down, and not past either end', () => {
    expect(movedIds([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
    expect(movedIds([1, 2, 3], 2, 'down')).toEqual([1, 3, 2]);
    expect(movedIds([1, 2, 3], 1, 'up')).toEqual([1, 2, 3]);
    expect(movedIds([1, 2, 3], 3, 'down')).toEqual([1, 2, 3]);
    expect(movedIds([1, 2, 3], 9, 'up')).toEqual([1, 2, 3]);
  });
  it("reads a drop's ids and refuses anything else", () => {
    expect(idsOf('3,1,2')).toEqual([3, 1, 2]);
    expect(idsOf('3,x')).toBeNull();
    expect(idsOf('3,-1')).toBeNull();
    expect(idsOf('')).toBeNull();
  });
  it('shows the home carousel for an unknown banner type', () => {
    expect(bannerTypeOf('21')).toBe(21);
    expect(bannerTypeOf('2')).toBe(0);
    expect(bannerTypeOf(null)).toBe(0);
  });
});

describe('the contact details form', () => {
  it('round-trips the offices through the form', () => {
    const v = configValues(CONFIG);
    expect(officeCount(v)).toBe(2);
    expect(configBody(v)).toEqual({
      email: 'a@example.com',
      phone: '1',
      jobEmail: 'j@example.com',
      jobPhone: '2',
      offices: [OFFICE, { ...OFFICE, key: 'shenzhen', name: '深圳', phone: '0755' }],
    });
  });
  it('adds an empty office and removes one, keeping what was typed in the others', () => {
    const v = { ...configValues(CONFIG), 'offices.1.name': '深圳（改）' };
    const added = withOffice(v, { add: true });
    expect(officeCount(added)).toBe(3);
    expect(added['offices.2.key']).toBe('');
    expect(added['offices.1.name']).toBe('深圳（改）');
    const removed = withOffice(v, { remove: 0 });
    expect(officeCount(removed)).toBe(1);
    expect(removed['offices.0.name']).toBe('深圳（改）');
    expect(removed['offices.1.name']).toBeUndefined();
    expect(removed.email).toBe('a@example.com');
  });
  it('sends a coordinate that is not a number as typed (the API refuses it next to the field)', () => {
    const v = { ...configValues(CONFIG), 'offices.0.lat': 'north' };
    expect(configBody(v).offices?.[0]?.lat).toBe('north');
    expect(formErrors({ 'offices.0.lat': 'x', 'offices[1].lng': 'y' })).toEqual({
      'offices.0.lat': 'x',
      'offices.1.lng': 'y',
    });
  });
});

describe('figures and videos', () => {
  it('reads figures with separators as numbers and keeps anything else as typed', () => {
    expect(statisticsBody({ matchCount: '1,234', mileage: '86 2400', liveTime: '12.5', image: '' })).toEqual({
      matchCount: 1234,
      mileage: 862400,
      liveTime: '12.5',
      image: '',
    });
  });
  it('sends the embedded page or the uploaded file as the video, by the source chosen', () => {
    const base = { type: '2', title: 'T', videoUrl: '/uploads/media/a.mp4', embedUrl: 'https://player.bilibili.com/x' };
    expect(siteVideoBody({ ...base, source: 'embed' }).videoUrl).toBe('https://player.bilibili.com/x');
    expect(siteVideoBody({ ...base, source: 'upload' }).videoUrl).toBe('/uploads/media/a.mp4');
    expect(siteVideoBody({ ...base, source: 'upload', publishTime: '2026-11-20' }).publishTime).toBe(
      '2026-11-20 12:00:00',
    );
    expect(
      siteVideoBody({ ...base, source: 'upload', publishTime: '2026-11-20', publishClock: '08:15:00' }).publishTime,
    ).toBe('2026-11-20 08:15:00');
  });
});
