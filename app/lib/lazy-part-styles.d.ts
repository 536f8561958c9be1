/** vite.config.ts `lazyPartStyles`: each lazily imported module's style sheets (the server build's; empty elsewhere) */
declare module 'virtual:sailfish/lazy-styles' {
  export const styleSheets: Readonly<Record<string, readonly string[]>>;
}
