/** Chinese messages of the console's entry list page (same keys as the English file). */
import type adminEntriesEn from './entries.en';
import type { Widen } from '../../i18n/en';
import entriesZh from '../../features/entries/messages/entries.zh';

const adminEntriesZh = {
  adminEntries: {
    link: '报名名单',
    linkBoth: '报名名单 / Entries',
    title: '{{name}} 报名名单',
    back: '返回赛事',
    results: '本级别成绩',
    public: '查看公开的报名名单',
    listHeading: '报名名单（{{n}}）',
    empty: '尚无报名船只：可在下方逐条添加或导入文件。',
    columns: { ...entriesZh.entries.columns, actions: '操作' },
    edit: '编辑',
    save: '保存',
    cancel: '取消',
    delete: '删除',
    deleteConfirm: '删除 {{sailNo}}',
    deleteHelp: '该船将立即从公开的报名名单中移除。',
    addHeading: '添加船只',
    add: '添加',
    nationHint: '成绩中使用的国际奥委会代码：CHN、HKG、GBR。',
    importHeading: '导入报名名单',
    importLead:
      '与成绩导入列名相同、不含成绩的 CSV（帆号/Sail No、国籍/Nat、舵手/Helm、缆手/Crew、单位/Club、组别/Fleet），或 Sailwave 系列文件（.blw）中的参赛者。确认前不会保存。',
    file: '报名名单文件',
    paste: '或粘贴表格（CSV 或制表符分隔，含表头行）',
    read: '读取并预览',
    previewHeading: '保存前检查',
    previewFrom: '读取自 {{source}}（{{format}}）：共 {{rows}} 行。',
    counts:
      '新增 {{new}} 条，已报名 {{entered}} 条（将更新），重复 {{duplicate}} 条（略去），无法使用 {{invalid}} 条，未知国籍 {{unknown}} 条。',
    status: {
      new: '新增',
      entered: '已报名：将更新',
      duplicate: '重复：略去',
      invalid: '无法保存',
    },
    unknownNation: '未知国籍：按原样保存，显示时无国旗',
    line: '行',
    mode: '保存方式',
    merge: '添加新船并更新已报名的船（保留其他船）',
    replace: '替换名单：同时移除此文件中没有的船',
    confirm: '保存报名名单',
    discard: '丢弃',
    done: {
      added: '已添加该船：已出现在公开的报名名单中。',
      saved: '报名名单已保存并公开。',
      updated: '已修改该船。',
      deleted: '已删除该船。',
      discarded: '已丢弃此次导入。',
    },
    problems: {
      noFile: '请先选择文件或粘贴表格。',
      unreadable: '无法读取文件：{{message}}',
      taken: '本级别已有此帆号。',
    },
  },
} satisfies Widen<typeof adminEntriesEn>;

export default adminEntriesZh;
