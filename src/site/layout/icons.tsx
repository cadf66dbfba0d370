import type { SocialNetwork } from './types.ts';

/**
 * Small inline icons, so the page needs no icon font or extra request. They are
 * decorative (aria-hidden): every link that shows one carries its own accessible name.
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
  switch (network) {
    case 'linkedin':
      return (
        <svg {...common}>
          <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
          <path
            d="M7 10v7M7 7v.01M11 17v-7m0 3a3 3 0 0 1 6 0v4"
            stroke="var(--icon-contrast, #fff)"
            strokeWidth="2"
            strokeLinecap="round"
            fill="none"
          />
        </svg>
      );
    case 'x':
      return (
        <svg {...common}>
          <path d="M4 4l16 16M20 4L4 20" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...common}>
          <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
          <path d="M10 9l5 3-5 3z" fill="var(--icon-contrast, #fff)" />
        </svg>
      );
    case 'facebook':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path
            d="M13 21v-7h2.5l.5-3h-3V9.5c0-.9.3-1.5 1.6-1.5H16V5.3c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.3-3.8 3.8V11H7.5v3H10v7z"
            fill="var(--icon-contrast, #fff)"
          />
        </svg>
      );
  }
}

/** A magnifier for the header's search button (its name comes from the button). */
export function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** A handset for the header's phone link (its name comes from the link). */
export function PhoneIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}

/** The logo mark: a leaf in a circle, drawn in the brand colours. */
export function LogoMark() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="18" fill="#1f4d2b" />
      <path d="M10 25c0-9 6-15 17-16-1 10-7 16-16 16z" fill="#cfe3c4" />
      <path d="M11 25c4-5 8-8 12-11" stroke="#1f4d2b" strokeWidth="1.6" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** The independence label (SPEC 2.9 footer): an image with a text alternative. */
export function IndependenceBadge({ label, short }: { label: string; short: string }) {
  return (
    <svg className="site-footer__badge" width="112" height="112" viewBox="0 0 112 112" role="img" aria-label={label}>
      <title>{label}</title>
      <circle cx="56" cy="56" r="54" fill="#faf7f0" stroke="#cfe3c4" strokeWidth="4" />
      <circle cx="56" cy="56" r="44" fill="none" stroke="#1f4d2b" strokeWidth="2" strokeDasharray="3 4" />
      <path d="M40 66c0-14 9-23 32-25-2 15-11 25-30 25z" fill="#3d6b35" />
      <path d="M42 66c6-8 13-13 22-18" stroke="#faf7f0" strokeWidth="2" strokeLinecap="round" fill="none" />
      <text
        x="56"
        y="84"
        textAnchor="middle"
        fontSize="8"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fill="#1f4d2b"
        textLength="64"
        lengthAdjust="spacingAndGlyphs"
      >
        {short}
      </text>
    </svg>
  );
}
