import { cx } from '../ui/class-names';
import { BRAND_NAME } from '@alaafia/domain';

type LogoProps = {
  /** Height in px; the width follows. */
  height?: number;
  /** Inside a control that has its own name (the wizard's logo button): hidden from screen readers. */
  decorative?: boolean;
  className?: string;
};

/** The Alaafia mark (the favicon's 'A') and word as inline SVG: no image request. */
export function Logo({ height = 28, decorative = false, className }: LogoProps) {
  return (
    <svg
      viewBox="0 0 124 32"
      height={height}
      width={(height * 124) / 32}
      className={cx('ui-logo', className)}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : BRAND_NAME}
      aria-hidden={decorative || undefined}
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="var(--color-brand, #0b6e4f)" />
      <path d="M16 6 7 26h4l2-5h6l2 5h4L16 6Zm-1.7 11L16 12.6 17.7 17h-3.4Z" fill="#fff" />
      <text
        x="40"
        y="23"
        fill="currentColor"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="20"
        fontWeight="700"
        textLength="80"
        lengthAdjust="spacingAndGlyphs"
      >
        {BRAND_NAME}
      </text>
    </svg>
  );
}
