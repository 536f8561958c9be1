/** 控制台公告栏的中文文案（issue 30，键与 notices.en.ts 相同）。 */
import type { Widen } from '../../i18n/en';
import type adminNoticesEn from './notices.en';

const adminNotices: Widen<typeof adminNoticesEn> = {
  adminNotices: {
    nav: '公告栏',
    title: '公告栏：{{name}}',
    heading: '公告栏',
    lead: '在此张贴的公告会立即出现在赛事的公开公告栏上，并显示张贴时间。',
    publicBoard: '公开公告栏',
    newHeading: '张贴公告',
    editHeading: '修改公告',
    fields: {
      kind: '类别',
      title: '标题（中文）',
      titleEn: '标题（英文）',
      content: '内容（中文）',
      contentEn: '内容（英文）',
      file: '公告照片或 PDF',
    },
    hints: {
      content: '纯文本；空一行开始新段落。',
      file: '拍下纸质公告，或选择 PDF 文件。',
      fileKept: '当前文件：{{name}}。选择新文件可替换。',
      english: '英文（可选）',
    },
    post: '立即张贴',
    saveDraft: '存为草稿',
    save: '保存修改',
    cancel: '取消',
    edit: '修改',
    publish: '张贴',
    withdraw: '撤回',
    delete: '删除草稿',
    withdrawConfirm: '撤回“{{title}}”？它将以“已撤回”保留在公告栏上，不再显示内容。此操作不可撤销。',
    withdrawYes: '确认撤回',
    list: '本赛事的公告',
    empty: '暂无公告。请在上方张贴第一条。',
    states: { draft: '草稿', posted: '已张贴', withdrawn: '已撤回' },
    posted: '张贴于 {{time}}',
    amended: '修改于 {{time}}',
    versions: '{{count}} 个早先版本',
    done: {
      created: '公告已张贴。',
      draft: '草稿已保存。',
      saved: '公告已保存。',
      published: '公告已张贴。',
      withdrawn: '公告已撤回。',
      deleted: '草稿已删除。',
    },
    problem: {
      published: '已张贴的公告会保留在公告栏上：请改为撤回。',
      withdrawn: '此公告已撤回，不能再修改。',
    },
  },
};

export default adminNotices;
