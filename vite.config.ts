import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** the small modules nearly every page loads, shipped as one chunk instead of a dozen tiny ones */
const COMMON =
  /\/app\/(i18n\/index|lib\/(pages|seo|format|events)|components\/(spinner|no-data|status-tag|event-grid|site-header|site-footer|language-switch|logo))\.tsx?$/;

/** the widgets of the marketing pages (home, about, services): one chunk, loaded by those pages only */
const WIDGETS =
  /\/app\/(components\/(carousel|banner-carousel|partner-strip|count-up|figures-band|pill-tabs|video-grid|news-carousel|cta-band)|styles\/sections\.module\.css)/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (COMMON.test(id)) return 'common';
          if (WIDGETS.test(id)) return 'widgets';
          return undefined;
        },
      },
    },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
});
