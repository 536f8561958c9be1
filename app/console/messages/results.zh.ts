/** Chinese messages of the console's results page (same keys as the English file). */
import type adminResultsEn from './results.en';
import type { Widen } from '../../i18n/en';

const adminResultsZh = {
  adminResults: {
    link: '成绩',
    title: '{{name}} 成绩',
    back: '返回赛事',
    public: '查看公开页面',
    importHeading: '导入成绩',
    importLead:
      '支持 Sailwave 系列文件（.blw）或成绩网页（.htm）、CSV（UTF-8 或 GB18030，逗号或制表符分隔）、SF-TASS JSON 文件。发布之前不会公开。',
    file: '成绩文件',
    paste: '或粘贴表格（CSV 或制表符分隔，含表头行）',
    read: '读取并检查',
    previewHeading: '发布前检查',
    previewFrom: '读取自 {{source}}（{{format}}）。',
    noFindings: '检查未发现问题：每条船的总分、净分和名次都与各轮成绩一致。',
    errors: '有 {{n}} 处问题需在计分软件中更正后才能发布：',
    warnings: '有 {{n}} 处值得留意：',
    finding: '{{message}}',
    row: '第 {{row}} 行',
    expectedFound: '应为 {{expected}}，实为 {{found}}',
    previewTables: '公开页面将显示为',
    publishHeading: '发布',
    status: '状态',
    provisional: '临时成绩',
    final: '最终成绩',
    titleZh: '标题（中文）',
    titleEn: '标题（英文）',
    titleHint: '留空则使用文件中的标题：{{title}}',
    publish: '发布',
    discard: '放弃此文件',
    published: '已发布：公开页面现在显示该成绩。',
    discarded: '已放弃该文件，没有发布任何内容。',
    withdrawn: '已撤回：公开页面不再显示该成绩。',
    historyHeading: '已发布的成绩',
    noHistory: '本级别尚未发布成绩。',
    columns: { time: '发布时间', status: '状态', title: '标题', source: '来源', by: '发布人', state: '网站上' },
    live: '显示中',
    withdrawnBy: '{{name}} 于 {{time}} 撤回',
    withdraw: '撤回…',
    withdrawConfirm: '撤回此成绩',
    withdrawHelp: '它仍保留在此列表中，但公开页面不再显示。此操作会记入操作记录。',
    none: '未注明',
    sources: { seed: '演示内容', cli: '命令行', 'sf-tass': 'SF-TASS', console: '后台', paste: '粘贴的表格' },
    problems: {
      unreadable: '无法读取该文件：{{message}}',
      noFile: '请选择文件或粘贴表格。',
      hasErrors: '检查发现文件有错误：请在计分软件中更正后重新导入。',
    },
  },
} satisfies Widen<typeof adminResultsEn>;

export default adminResultsZh;
