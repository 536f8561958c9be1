import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** the small modules nearly every page loads, shipped as one chunk instead of a dozen tiny ones */
const COMMON =
  /\/app\/(i18n\/index|lib\/(pages|seo|format|events|api)|components\/(spinner|no-data|status-tag|event-grid|site-header|site-footer|language-switch|logo))\.tsx?$/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          return COMMON.test(id) ? 'common' : undefined;
        },
      },
    },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
});
