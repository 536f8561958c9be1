/** the wordmark's visible words, the same in both languages (a link around the logo names itself with them) */
export const WORDMARK = ['SailFish', '帆鱼'] as const;

/**
 * The SailFish mark (a sail over a fish's dorsal fin) and wordmark. `label` names the logo as an
 * image; without it the logo is decorative (inside a link that names itself, as the header's
 * home link does).
 */
export function Logo({ label, inverse = false }: { label?: string; inverse?: boolean }) {
  const ink = inverse ? '#ffffff' : '#0b2545';
  return (
    <svg
      viewBox="0 0 168 40"
      width="168"
      height="40"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d="M6 34 C14 20 20 10 30 4 C28 16 29 26 34 34 Z" fill="#ff7a1a" />
      <path
        d="M4 36 C14 32 26 32 38 36"
        stroke={inverse ? '#bcdcf2' : '#2a86c9'}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <text
        x="46"
        y="27"
        fontFamily="-apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="21"
        fontWeight="700"
        fill={ink}
        letterSpacing="0.3"
      >
        {WORDMARK[0]}
      </text>
      <text
        lang="zh-CN"
        x="134"
        y="27"
        fontFamily="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif"
        fontSize="12"
        fontWeight="600"
        fill={inverse ? '#bcdcf2' : '#1668a8'}
      >
        {WORDMARK[1]}
      </text>
    </svg>
  );
}
