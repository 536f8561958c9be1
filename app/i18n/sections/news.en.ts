/** English messages of the news pages (part of en.ts, the source of keys). */
const newsEn = {};

export default newsEn;
