/** Chinese messages of the contact pages (same keys as the English file). */
import type contactEn from './contact.en';
import type { Widen } from '../../../i18n/en';

const contactZh = {
  contact: {
    tips: '提示',
    emailFormat: '请填写正确的邮箱格式',
    nameRequired: '请填写您的称呼及联系方式',
    sentTitle: '发送成功',
    sentBody: '您的留言已提交',
    tooMany: '您发送的留言过多，请稍后再试。',
    network: '网络连接失败，留言未能发送。您填写的内容仍保留在表单中，请重试。',
    fail: '留言发送失败。您填写的内容仍保留在表单中，请稍后再试。',
    failTitle: '未能发送',
    formTitle: '给我们留言',
    formIntro: '请告诉我们您的赛事、俱乐部或问题。标有 * 的为必填项。',
    name: '您的称呼',
    email: '邮箱',
    emailHint: '选填，便于我们回复您',
    subject: '主题',
    message: '留言内容',
    required: '必填',
    send: '发送留言',
    sending: '正在发送…',
    honeypot: '此项请留空',
    close: '关闭',
    detailsTitle: '联系方式',
    general: '业务咨询',
    jobs: '招聘咨询',
    phone: '电话',
    officesTitle: '办公地点',
    officesLead: '欢迎您来访，我们在海边等您。',
    showOnMap: '在地图上查看',
    showOfficeOnMap: '在地图上查看：{{name}}',
    mapLabel: '办公地点地图',
    mapLoading: '地图加载中…',
    mapNoScript: '交互地图需要 JavaScript，办公地点见此列表。',
    tilesFailed: '地图底图未能加载，标记和办公地点列表仍可查看。',
    zoomIn: '放大',
    zoomOut: '缩小',
  },
} satisfies Widen<typeof contactEn>;

export default contactZh;
