/** Demo news: 13 published items per type (1 general, 2 events, 3 notice, 4 community) and 2 drafts. */
import { addFile, type SeedContext } from './context.js';
import { FLAGSHIP_EVENT_CD } from './events.js';
import { esc, thumbSvg } from './svg.js';
import { addDays, compactDate, fmtDateTime, hm } from './time.js';

type Lang = 'zh' | 'en';

interface Item {
  title: string;
  lead: string;
  lang: Lang;
  /** days before today; omitted: spread over the last two years */
  daysAgo?: number;
}

const zh = (title: string, lead: string, daysAgo?: number): Item => ({ title, lead, lang: 'zh', daysAgo });
const en = (title: string, lead: string, daysAgo?: number): Item => ({ title, lead, lang: 'en', daysAgo });

const ITEMS: Record<1 | 2 | 3 | 4, Item[]> = {
  1: [
    zh(
      '帆鱼体育发布新一代 SF-Tracer 赛事追踪器',
      '新一代“小橙盒” SF-Tracer 重 110 克，电池容量 3500 mAh，定位精度 2.5 米，每秒最多回传 4 个点。',
      20,
    ),
    zh(
      '帆鱼体育获两项发明专利授权',
      '公司在航迹平滑与离线补传方面的两项技术获得国家发明专利授权，软件著作权累计达到 23 项。',
    ),
    zh(
      '帆鱼体育累计服务赛事突破 520 场',
      '自成立以来，帆鱼体育已为 520 余场帆船帆板赛事提供追踪、直播与计分服务，累计追踪里程超过 86 万公里。',
    ),
    zh('SF-TASS 在线计分系统 3.0 上线', '新版本支持分组成绩、按轮次实时发布、A8 同分判定说明，并可一键导出成绩公告。'),
    zh('帆鱼体育深圳分公司正式启用', '深圳分公司位于大鹏新区较场尾帆船基地，将服务华南地区的赛事与训练。'),
    zh('三维回放系统新增风场图层', '三维回放现已支持风场图层与 5 公里辅助线，距离超过 4 公里时自动以海里显示。'),
    en(
      'SailFish launches SF-ATAS training analytics for national teams',
      'SF-ATAS turns every training session into numbers coaches can use: speed, heel, tacking angles and boat-on-boat comparisons.',
    ),
    en(
      'SailFish tracking passes 860,000 km of racing',
      'Since the first race we tracked, our devices have logged more than 860,000 km of racing on the water.',
    ),
    zh('帆鱼体育年度服务报告发布', '报告回顾了全年服务的赛事、直播时长与照片数量，全年直播时长超过 1500 小时。'),
    zh(
      '帆鱼体育招聘：赛事直播导播与嵌入式工程师',
      '我们正在招聘赛事直播导播、嵌入式工程师与前端工程师，欢迎热爱海洋运动的你加入。',
    ),
    zh('微信小程序上线赛事回放功能', '在小程序中即可观看比赛直播与回放，完赛航迹永久保存，随时回看。'),
    en(
      'Windwatcher: our wind device goes to sea',
      'Windwatcher measures wind from 0 to 60 m/s four times a second and runs for 20 hours on a charge.',
    ),
    zh(
      '帆鱼体育亮相中国国际体育用品博览会',
      '展会期间，SF-Tracer、Windwatcher 风速仪与卫星追踪器吸引了众多赛事组织者与俱乐部驻足。',
    ),
  ],
  2: [
    zh(
      '第十五届全运会帆船项目开赛 帆鱼提供全程追踪与直播',
      '全运会帆船项目在深圳大鹏开赛，五个级别的比赛全部提供实时追踪、三维回放与直播。',
      3,
    ),
    zh(
      '全运会帆船项目第二比赛日：470 级混合双人战况胶着',
      '第二比赛日风力 10 至 14 节，470 级混合双人前三名总分仅相差 3 分。',
      2,
    ),
    zh('中国杯帆船赛圆满落幕 三维回放观看量创新高', '本届中国杯共有百余条船参赛，三维回放累计观看人次创下新高。'),
    zh('青岛国际帆船周：ILCA 6 级首日战报', '首日完成两轮比赛，主场选手包揽前两名。'),
    zh('全国青少年帆船锦标赛开幕', '来自全国各地的青少年选手齐聚赛场，OP 级与 420 级报名人数创新高。'),
    en(
      'Round Hainan Regatta: satellite tracking keeps the offshore fleet in view',
      'Every boat carried a satellite tracker reporting every 15 minutes, so families and fans followed the fleet through the night.',
    ),
    en(
      'China Cup: a record fleet on the water',
      'With keelboats, sportboats and an offshore division, the China Cup drew its largest fleet yet.',
    ),
    zh('宁波象山帆船帆板联赛第二站战报', '第二站比赛在象山亚帆中心进行，iQFoil 项目首次采用实时计分公告。'),
    zh(
      '威海国际帆船赛：无人机直播首次投入使用',
      '多机位无人机航拍与船尾视角画面同步切换，观众可以从空中看清每一次绕标。',
    ),
    zh('大连星海湾帆船公开赛精彩回顾', '三天比赛完成七轮，成绩在赛后一小时内全部发布。'),
    zh('厦门国际帆船赛收官', '为期四天的比赛在五缘湾收官，追踪与计分系统全程稳定运行。'),
    en(
      'National Games sailing: results published within minutes',
      'Provisional results of every class were online minutes after each finish, scored with the Low Point system.',
      1,
    ),
    zh('港澳帆船邀请赛：离岸航线全程追踪', '参赛船只从维多利亚港出发，全程 40 余海里的航迹可实时观看。'),
  ],
  3: [
    zh(
      '关于第十五届全运会帆船项目赛事直播安排的通知',
      '全运会帆船项目比赛期间每天 10:30 起直播，观众可在官网与小程序观看。',
      5,
    ),
    zh('关于 SF-Tracer 固件升级的公告', '新固件优化了离线补传与电量管理，请各俱乐部在赛前完成升级。'),
    zh('春节假期客服安排', '春节假期期间客服邮箱与电话正常受理，工作日回复时间顺延。'),
    zh('赛事追踪服务申请流程更新', '赛事组织者可在线提交追踪服务申请，我们将在两个工作日内联系您。'),
    zh('关于领取与归还追踪设备的注意事项', '设备于赛前两天完成安装与测试，比赛结束后统一回收，请妥善保管。'),
    zh('关于举办帆船赛事技术官员培训班的通知', '培训内容包括计分规则、追踪系统操作与成绩发布流程。'),
    en(
      'Notice: scheduled maintenance of the replay viewer',
      'The replay viewer will be unavailable for about two hours for a scheduled upgrade.',
    ),
    zh('官网新版上线公告', '新版官网支持中英文切换，赛事成绩、照片与视频集中展示。'),
    zh('关于客服联系方式的说明', '商务合作与求职咨询请使用官网公布的邮箱与电话，我们会尽快回复。'),
    zh('SF-TASS 计分系统使用培训报名通知', '面向赛事组织者与俱乐部的计分系统培训开始报名，名额有限。'),
    zh('赛事合作伙伴招募公告', '诚邀赛事组织者、俱乐部与品牌成为帆鱼体育的合作伙伴。'),
    en(
      'Update to the cloud album terms of service',
      'We have updated the terms of the cloud photo album: photos remain available for download for two years.',
    ),
    zh('关于卫星追踪器租赁价格调整的通知', '自下月起，离岸卫星追踪器租赁价格调整，已签约赛事不受影响。'),
  ],
  4: [
    zh('帆船入门：读懂一张成绩表', '成绩表中的括号、DNF、OCS 分别是什么意思？低分制如何计算总分与净得分？'),
    zh('帆船小知识：什么是 OCS 与 Z 旗规则', '起航时越线会被记为 OCS；Z 旗规则下则会被加罚 DNF 分数的 20%。'),
    zh('青少年帆船冬训营报名开启', '冬训营面向 8 至 15 岁的青少年，课程包括基础航行、规则与安全。', 12),
    zh('俱乐部开放日：带孩子认识大海', '开放日当天，俱乐部教练将带领家庭体验帆船并讲解海上安全知识。'),
    zh('志愿者故事：在赛事委员会船上的一天', '从清晨布标到最后一条船冲线，志愿者记录了赛事委员会船上的一天。'),
    en(
      'How to read a sailing results table',
      'Brackets, codes and ties: a short guide to the numbers on a results page.',
    ),
    en(
      'Meet the crew: a day with our live broadcast team',
      'From the drone pilot to the director, six people bring a regatta to your screen.',
    ),
    zh('海上安全：离岸赛前的十项检查', '救生衣、通讯设备、卫星追踪器……离岸赛前这十项检查一项都不能少。'),
    zh('摄影师手记：如何拍出帆船的速度感', '低机位、慢门与逆光，赛事摄影师分享拍摄帆船的经验。'),
    zh('帆船运动与海洋环保：赛事减塑行动', '越来越多的赛事采用可重复使用的水杯与电子成绩公告，减少一次性用品。'),
    zh('社区问答：追踪器续航与防水', '标准配置下追踪器续航 14 小时，IP65 防水，离线时数据会缓存并在恢复连接后补传。'),
    en(
      'From Optimist to the Olympics: a sailor’s story',
      'She started in an Optimist at eight; a decade later she is racing 470s at the National Games.',
    ),
    zh('帆友故事：周末帆船俱乐部的成长', '从三条船到三十条船，一个周末帆船俱乐部的十年。'),
  ],
};

const BODY_ZH: Record<number, { heading: string; text: string; list: string[] }> = {
  1: {
    heading: '产品与服务',
    text: '帆鱼体育专注于帆船与水上运动赛事服务，提供自主研发的追踪硬件与软件、赛事直播、三维回放、视频与图片制作、云相册、在线计分与运动员训练分析。',
    list: [
      'SF-Tracer 赛事追踪器：IP65 防水，续航 14 小时',
      'SF-TASS 在线计分系统：低分制、分组成绩、实时发布',
      'SF-ATAS 训练分析系统：速度、角度与对比分析',
    ],
  },
  2: {
    heading: '赛事看点',
    text: '比赛期间，观众可以在电脑浏览器或小程序中观看实时追踪与直播，完赛航迹永久保存，随时回放。成绩由 SF-TASS 系统按低分制计算并实时发布。',
    list: ['实时追踪：每秒最多 4 个定位点', '三维回放：风场、辅助线与多视角', '成绩公告：每轮结束后数分钟内发布'],
  },
  3: {
    heading: '具体安排',
    text: '请相关单位与个人留意以下事项，如有疑问请通过官网公布的邮箱或电话与我们联系。',
    list: ['请提前两天完成设备安装与测试', '比赛期间保持设备电量充足', '赛后统一回收设备'],
  },
  4: {
    heading: '你需要知道的',
    text: '帆船是一项与风和海洋对话的运动。无论你是初学者还是资深帆友，都欢迎加入我们的社区，分享你的故事与经验。',
    list: ['从基础航行技术开始', '了解竞赛规则与安全常识', '参加俱乐部活动与比赛'],
  },
};

const BODY_EN: Record<number, { heading: string; text: string; list: string[] }> = {
  1: {
    heading: 'Products and services',
    text: 'SailFish builds race tracking hardware and software, live broadcast, 3D race presentation, video and photo production, a cloud album, online scoring (SF-TASS) and athlete training analysis (SF-ATAS).',
    list: [
      'SF-Tracer: IP65, 14 h battery in the standard setup',
      'SF-TASS: Low Point scoring, groups, instant publication',
      'SF-ATAS: speed, angles and comparisons',
    ],
  },
  2: {
    heading: 'What to watch',
    text: 'Follow the racing live or replay it in a browser or the mini program; finished race tracks are stored permanently. Results are scored with SF-TASS and published as soon as each race is over.',
    list: [
      'Live tracking, up to 4 positions per second',
      '3D replay with wind layers and helper lines',
      'Results minutes after each finish',
    ],
  },
  3: {
    heading: 'Details',
    text: 'Please take note of the following. For questions, write to us or call the numbers on our contact page.',
    list: [
      'Devices are installed and tested two days before racing',
      'Keep devices charged during the event',
      'Devices are collected after the last race',
    ],
  },
  4: {
    heading: 'Good to know',
    text: 'Sailing is a conversation with the wind and the sea. Beginners and old hands alike are welcome in our community: share your stories and what you have learned.',
    list: [
      'Start with the basics of boat handling',
      'Learn the racing rules and safety',
      'Join club days and regattas',
    ],
  },
};

function content(item: Item, type: number, imgUrl: string, link: { href: string; text: string }): string {
  const body = item.lang === 'zh' ? BODY_ZH[type]! : BODY_EN[type]!;
  const caption = item.lang === 'zh' ? '图片来源：帆鱼体育' : 'Photo: SailFish';
  return [
    `<p>${esc(item.lead)}</p>`,
    `<h2>${esc(body.heading)}</h2>`,
    `<p>${esc(body.text)}</p>`,
    `<ul>${body.list.map((li) => `<li>${esc(li)}</li>`).join('')}</ul>`,
    `<figure><img src="${imgUrl}" alt="${esc(item.title)}" width="800" height="450"><figcaption>${esc(caption)}</figcaption></figure>`,
    `<h3>${item.lang === 'zh' ? '了解更多' : 'Learn more'}</h3>`,
    `<p>${item.lang === 'zh' ? '更多信息请访问' : 'More at'} <a href="${link.href}">${esc(link.text)}</a>.</p>`,
  ].join('\n');
}

export function seedNews(ctx: SeedContext): void {
  const { rng, today } = ctx;
  const all: { item: Item; type: number; published: boolean }[] = [];
  for (const type of [1, 2, 3, 4] as const) for (const item of ITEMS[type]) all.push({ item, type, published: true });
  all.push({
    item: zh('未发布：全运会帆船项目闭幕新闻稿（草稿）', '本稿件尚未审核，暂不发布。'),
    type: 2,
    published: false,
  });
  all.push({
    item: en('Unpublished: draft press release', 'This draft has not been reviewed yet.'),
    type: 1,
    published: false,
  });

  const seqByDay = new Map<string, number>();
  all.forEach(({ item, type, published }) => {
    const daysAgo = item.daysAgo ?? rng.int(14, 728);
    const day = addDays(today, -daysAgo);
    const key = compactDate(day);
    const seq = (seqByDay.get(key) ?? 0) + 1;
    seqByDay.set(key, seq);
    const newsCd = `N${key}${String(seq).padStart(2, '0')}`;
    // no words drawn into the picture (decision 0017): the list shows the type as text in the page's language
    const thumbUrl = addFile(ctx, `img/news/${newsCd}.svg`, thumbSvg(rng, item.title, { w: 800, h: 450 }));
    const link =
      type === 2
        ? { href: `/events/detail/${FLAGSHIP_EVENT_CD}`, text: item.lang === 'zh' ? '赛事中心' : 'the events page' }
        : type === 1
          ? {
              href: item.lang === 'zh' ? '/service-tracking' : '/service-tracking-en',
              text: item.lang === 'zh' ? '赛事追踪服务' : 'our tracking service',
            }
          : {
              href: item.lang === 'zh' ? '/contact' : '/contact-en',
              text: item.lang === 'zh' ? '联系我们' : 'contact us',
            };
    ctx.rows.news.push({
      newsCd,
      title: item.title,
      content: content(item, type, thumbUrl, link),
      thumbUrl,
      publishTime: fmtDateTime(day, hm(rng.int(8, 19), rng.int(0, 59)), rng.int(0, 59)),
      type,
      isPublish: published ? 1 : 0,
    });
  });
}
