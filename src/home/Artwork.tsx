/** Drawn pictures for the landing page (like the swatches), so nothing needs the internet. All decorative. */

const PALETTE = ['#23265c', '#f0a23b', '#2f6b4f', '#6b2f5a', '#7a4a05'];

/** A round seal with initials, for a certification. */
export function Seal({ label, index }: { label: string; index: number }) {
  const colour = PALETTE[index % PALETTE.length]!;
  const initials = label
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 3);
  return (
    <svg viewBox="0 0 100 100" width="88" height="88" aria-hidden="true" focusable="false">
      <circle cx="50" cy="50" r="46" fill="#fff" stroke={colour} strokeWidth="4" />
      <circle cx="50" cy="50" r="36" fill="none" stroke={colour} strokeWidth="1.5" strokeDasharray="3 3" />
      <text x="50" y="58" textAnchor="middle" fontSize="24" fontWeight="800" fill={colour}>
        {initials}
      </text>
    </svg>
  );
}

/** A woven panel (warp and weft stripes), for the Purpose and process pictures. */
export function Weave({ index, className }: { index: number; className?: string }) {
  const ink = PALETTE[index % PALETTE.length]!;
  return (
    <svg className={className} viewBox="0 0 240 160" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="240" height="160" fill="#f7f5f0" />
      {Array.from({ length: 24 }, (_, i) => (
        <rect key={`w${i}`} x={i * 10} y="0" width="5" height="160" fill={ink} opacity={i % 3 === 0 ? 0.35 : 0.15} />
      ))}
      {Array.from({ length: 16 }, (_, i) => (
        <rect key={`f${i}`} x="0" y={i * 10 + 2} width="240" height="4" fill={ink} opacity={i % 4 === 0 ? 0.3 : 0.1} />
      ))}
    </svg>
  );
}

/** A round avatar with initials, for a testimonial. */
export function Avatar({ name, index }: { name: string; index: number }) {
  const colour = PALETTE[index % PALETTE.length]!;
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  return (
    <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={colour} />
      <text x="32" y="40" textAnchor="middle" fontSize="22" fontWeight="700" fill="#fff">
        {initials}
      </text>
    </svg>
  );
}
