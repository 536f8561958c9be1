/**
 * Imported before Video.js: it must not add <style> elements of its own (the page's CSP allows
 * style elements with the response's nonce only, which Video.js cannot give them; decision 0014).
 * The player's size comes from video-js.css instead (the vjs-16-9 class).
 */
(window as Window & { VIDEOJS_NO_DYNAMIC_STYLE?: boolean }).VIDEOJS_NO_DYNAMIC_STYLE = true;

export {};
