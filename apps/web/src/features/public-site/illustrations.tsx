/**
 * The public pages' pictures, drawn for Alaafia as SVG (ours to use; no stock photo, no third-party
 * icon set): a customer with her phone under our shield, and the icons of the claims clock and the
 * help band. Decorative: each says aria-hidden, the words beside it carry the meaning.
 */

const GREEN = '#0b6e4f';
const LEAF = '#2fa46f';
const MINT = '#e3f4ec';
const SUN = '#f2b134';
const SKIN = '#8d5a3b';
const WRAP = '#c2410c';

/** The front page's picture: a woman in a gele with her phone, the shield and tick of cover. */
export function CoverIllustration() {
  return (
    <svg
      className="site-illustration"
      viewBox="0 0 320 240"
      width="320"
      height="240"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="160" cy="128" r="104" fill={MINT} />
      <circle cx="262" cy="46" r="20" fill={SUN} />
      <path d="M40 212h240" stroke={GREEN} strokeWidth="4" strokeLinecap="round" />
      {/* body and arms */}
      <path d="M86 212c0-46 18-70 52-70s52 24 52 70z" fill={GREEN} />
      <path d="M170 170l22-14" stroke={SKIN} strokeWidth="12" strokeLinecap="round" />
      {/* the phone */}
      <rect x="186" y="132" width="24" height="40" rx="4" fill="#1f2937" />
      <rect x="190" y="137" width="16" height="27" rx="2" fill={MINT} />
      <path d="M193 151l4 4 7-8" stroke={LEAF} strokeWidth="2.5" fill="none" />
      {/* head and gele */}
      <rect x="130" y="112" width="16" height="22" rx="6" fill={SKIN} />
      <ellipse cx="138" cy="100" rx="22" ry="25" fill={SKIN} />
      <path d="M110 90c4-30 52-34 58-6 6 6-2 12-8 8-12-6-32-6-42 2-5 4-10 0-8-4z" fill={WRAP} />
      <path d="M150 72c14-10 28-4 24 8" stroke={WRAP} strokeWidth="8" strokeLinecap="round" />
      <circle cx="131" cy="102" r="2.2" fill="#1f2937" />
      <circle cx="147" cy="102" r="2.2" fill="#1f2937" />
      <path d="M132 112c4 4 10 4 14 0" stroke="#1f2937" strokeWidth="2" fill="none" />
      {/* the shield */}
      <path
        d="M232 92l34 12v26c0 24-16 38-34 46-18-8-34-22-34-46v-26z"
        fill="#ffffff"
        stroke={GREEN}
        strokeWidth="5"
      />
      <path d="M216 132l11 11 22-24" stroke={LEAF} strokeWidth="7" fill="none" />
    </svg>
  );
}

/** A small round icon for the claims clock and the help band. */
export function StepIcon({ kind }: { kind: 'claim' | 'decide' | 'pay' | 'chat' }) {
  return (
    <svg
      className="site-icon"
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="24" fill={MINT} />
      {kind === 'claim' ? (
        <g fill="none" stroke={GREEN} strokeWidth="3" strokeLinejoin="round">
          <path d="M16 12h12l6 6v18H16z" />
          <path d="M21 25h8M21 30h8" />
        </g>
      ) : null}
      {kind === 'decide' ? (
        <g fill="none" stroke={GREEN} strokeWidth="3" strokeLinecap="round">
          <circle cx="24" cy="25" r="12" />
          <path d="M24 18v7l5 4" />
        </g>
      ) : null}
      {kind === 'pay' ? (
        <g fill="none" stroke={GREEN} strokeWidth="3" strokeLinecap="round">
          <path d="M12 19l12-7 12 7M14 21v12M24 21v12M34 21v12M11 36h26" />
        </g>
      ) : null}
      {kind === 'chat' ? (
        <g fill="none" stroke={GREEN} strokeWidth="3" strokeLinejoin="round">
          <path d="M12 14h24v16H22l-7 6v-6h-3z" />
          <path d="M18 22h12" strokeLinecap="round" />
        </g>
      ) : null}
    </svg>
  );
}
