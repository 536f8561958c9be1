/** The SailFish mark (a sail over a fish's dorsal fin) and wordmark. */
export function Logo({ label, inverse = false }: { label: string; inverse?: boolean }) {
  const ink = inverse ? '#ffffff' : '#0b2545';
  return (
    <svg viewBox="0 0 168 40" width="168" height="40" role="img" aria-label={label} focusable="false">
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
        SailFish
      </text>
      <text
        x="134"
        y="27"
        fontFamily="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif"
        fontSize="12"
        fontWeight="600"
        fill={inverse ? '#bcdcf2' : '#1668a8'}
      >
        帆鱼
      </text>
    </svg>
  );
}
