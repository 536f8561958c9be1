/** Chinese club and team names in English (issue 28 item 3). */
import { describe, expect, it } from 'vitest';
import { englishClubName } from './club-english.js';

describe('englishClubName', () => {
  it.each([
    ['青岛帆船俱乐部', 'Qingdao Sailing Club'],
    ['山东省帆船帆板队', 'Shandong Province Sailing and Windsurfing Team'],
    ['深圳市水上运动中心', 'Shenzhen City Water Sports Centre'],
    ['厦门市体育运动学校', 'Xiamen City Sports School'],
    ['宁波帆船俱乐部', 'Ningbo Sailing Club'],
    ['海南省帆船帆板运动管理中心', 'Hainan Province Sailing and Windsurfing Administration Centre'],
    ['广东省水上运动管理中心', 'Guangdong Province Water Sports Administration Centre'],
    ['秦皇岛市帆船队', 'Qinhuangdao City Sailing Team'],
    ['日照游艇俱乐部', 'Rizhao Yacht Club'],
    ['福建省体育运动学校', 'Fujian Province Sports School'],
    ['国家帆船帆板队', 'National Sailing and Windsurfing Team'],
    ['上海市青少年帆船俱乐部', 'Shanghai City Youth Sailing Club'],
    ['大连帆船协会', 'Dalian Sailing Association'],
    ['威海市体校', 'Weihai City Sports School'],
    ['浙江省帆船帆板队（宁波）', 'Zhejiang Province Sailing and Windsurfing Team（Ningbo）'],
    ['SF 帆船俱乐部', 'SF Sailing Club'],
    ['张家港帆船俱乐部', 'Zhangjiagang Sailing Club'],
  ])('%s → %s', (zh, en) => {
    expect(englishClubName(zh)).toBe(en);
  });

  it('leaves a name without Chinese alone (null)', () => {
    expect(englishClubName('Royal Hong Kong Yacht Club')).toBeNull();
  });

  it('never writes the raw pinyin of the common parts', () => {
    for (const zh of ['青岛帆船俱乐部', '山东省帆船帆板队', '深圳市水上运动中心'])
      expect(englishClubName(zh)).not.toMatch(/Fanchuan|Julebu|Yundong|Zhongxin|Shuishang/);
  });
});
