/** Chinese messages of the contact pages (same keys as the English file). */
import type contactEn from './contact.en';
import type { Widen } from '../en';

const contactZh = {
  contact: {
    tips: '提示',
    emailFormat: '请填写正确的邮箱格式',
    nameRequired: '请填写您的称呼及联系方式',
    sentTitle: '发送成功',
    sentBody: '您的留言已提交',
    tooMany: '您发送的留言过多，请稍后再试。',
    network: '网络连接失败，留言未能发送。您填写的内容仍保留在表单中，请重试。',
  },
} satisfies Widen<typeof contactEn>;

export default contactZh;
