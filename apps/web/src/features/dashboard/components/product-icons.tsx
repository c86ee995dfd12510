import type { ProductUid } from '@alaafia/domain';

/**
 * A small picture for each product's tile (issue 18): inline SVG in the brand's colours, decorative
 * (the tile's title names the product), nothing to download.
 */
const PATHS: Record<ProductUid, React.ReactNode> = {
  // Income protection: a briefcase with a shield.
  EI: (
    <>
      <rect x="8" y="17" width="32" height="21" rx="4" fill="var(--color-brand)" />
      <path
        d="M18 17v-3a3 3 0 0 1 3-3h6a3 3 0 0 1 3 3v3"
        stroke="var(--color-brand)"
        strokeWidth="3"
        fill="none"
      />
      <path d="M24 22l6 2v4c0 4-3 6-6 7-3-1-6-3-6-7v-4z" fill="var(--color-brand-soft)" />
    </>
  ),
  // The health plan: a hospital's cross.
  HI: (
    <>
      <rect x="9" y="9" width="30" height="30" rx="8" fill="var(--color-brand)" />
      <path d="M21 15h6v6h6v6h-6v6h-6v-6h-6v-6h6z" fill="var(--color-brand-soft)" />
    </>
  ),
  // HealthCash: a note with a heart.
  HTCI: (
    <>
      <rect x="6" y="13" width="36" height="22" rx="4" fill="var(--color-brand)" />
      <path
        d="M24 31s-7-4.2-7-8.6a3.6 3.6 0 0 1 7-1.2 3.6 3.6 0 0 1 7 1.2C31 26.8 24 31 24 31z"
        fill="var(--color-brand-soft)"
      />
    </>
  ),
  // Business: a shop front.
  BI: (
    <>
      <path d="M9 19l3-8h24l3 8z" fill="var(--color-brand)" />
      <rect x="11" y="21" width="26" height="17" rx="2" fill="var(--color-brand)" />
      <rect x="20" y="27" width="8" height="11" fill="var(--color-brand-soft)" />
    </>
  ),
  // Credit life: a card under a shield.
  CL: (
    <>
      <rect x="7" y="14" width="30" height="20" rx="3" fill="var(--color-brand)" />
      <rect x="7" y="19" width="30" height="4" fill="var(--color-brand-soft)" />
      <path
        d="M34 24l7 2.5v5c0 4.5-3.5 7-7 8-3.5-1-7-3.5-7-8v-5z"
        fill="var(--color-brand-soft)"
        stroke="var(--color-brand)"
        strokeWidth="2"
      />
    </>
  ),
};

export function ProductIcon({ product }: { product: ProductUid }) {
  return (
    <svg
      className="dash-tile__icon"
      viewBox="0 0 48 48"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="24" fill="var(--color-brand-soft)" />
      {PATHS[product]}
    </svg>
  );
}
