/** Chinese messages of a scorer's and an editor's day in the console (same keys as the English file). */
import type adminDayEn from './day.en';
import type { Widen } from '../../i18n/en';

const adminDayZh = {
  adminDay: {
    myEvents: '我的赛事',
    myEventsLead: '每个组别的成绩：导入文件、检查、发布。',
    noEvents: '还没有分配给您的赛事。请管理员为您分配赛事。',
    noClasses: '该赛事还没有组别。',
    openEvent: '轮次与组别',
    importResults: '导入成绩',
    results: { none: '未发布', provisional: '临时成绩', final: '最终成绩' },
    resultsOf: '成绩：{{state}}',
    readOnly: '您可以查看该赛事；赛事信息和组别由编辑修改。您可以添加和修改轮次、导入成绩。',
    done: { 'races-added': '轮次已添加。', 'races-saved': '轮次已保存。' },
    event: { urlHint: '可直接填写 www.example.com：会自动加上 https://。' },
    bulk: {
      summary: '一次添加多个轮次',
      heading: '为 {{name}} 添加轮次',
      count: '轮次数量',
      firstNumber: '起始轮次号',
      firstStart: '第一轮开始时间',
      interval: '每轮间隔（分钟）',
      intervalHint: '留空则添加不带时间的轮次。',
      perDay: '每天轮次数',
      perDayHint: '达到该数量后，下一轮在第二天同一时间开始。',
      area: '场区',
      names:
        '名称：中文“第{{first}}轮”…“第{{last}}轮”，英文“Race {{first}}”…“Race {{last}}”；代码 R{{first}} … R{{last}}。',
      namesHint: '每轮中文名为“第N轮”，英文为“Race N”，代码为 RN。',
      submit: '添加轮次',
      added: '已添加 {{n}} 个轮次。',
      tooMany: '一次最多 {{n}} 个轮次。',
    },
    table: {
      heading: '{{name}} 的轮次',
      code: '代码',
      name: '名称',
      area: '场区',
      start: '开始时间',
      status: '状态',
      save: '保存轮次',
      saved: '轮次已保存。',
      free: '可用：{{code}}',
      codeTaken: '本组别已有 {{code}}。可用：{{free}}。',
    },
    staff: {
      resetHeading: '新密码',
      reset: '重置密码…',
      resetLead: '将生成一个一次性密码，只显示一次。{{name}} 下次登录时必须设置新密码；其当前登录会话立即结束。',
      resetConfirm: '生成一次性密码',
      resetDone: '{{name}} 的一次性密码：请当面或电话告知本人。它只显示这一次。',
      oneTime: '一次性密码',
      unknownEvent: '没有代码为 {{codes}} 的赛事。',
    },
    password: {
      title: '设置新密码',
      lead: '您的密码已被重置。请设置新密码后继续：至少 {{n}} 个字符，不能是您的姓名或邮箱。',
      current: '一次性密码',
      next: '新密码',
      again: '再次输入新密码',
      save: '保存并继续',
      mismatch: '两次输入的新密码不一致。',
      wrongCurrent: '一次性密码不正确。',
    },
  },
} satisfies Widen<typeof adminDayEn>;

export default adminDayZh;
