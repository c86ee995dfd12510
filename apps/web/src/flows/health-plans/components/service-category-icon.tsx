import type { ServiceCategoryIcon as IconKey } from '@alaafia/domain';
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** One small drawing per category of health-plans.md section 2 (inline SVG, no image request). */
const DRAWINGS: Readonly<Record<IconKey, ReactNode>> = {
  // A stethoscope.
  'general-care': (
    <>
      <path d="M6 3v6a4 4 0 0 0 8 0V3" />
      <path d="M10 13v2a5 5 0 0 0 10 0v-2" />
      <circle cx="20" cy="11" r="2" />
    </>
  ),
  // An eye.
  'eye-care': (
    <>
      <path d="M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  // A test tube.
  'tests-screening': (
    <>
      <path d="M9 3h6M10 3v13a2 2 0 0 0 4 0V3" />
      <path d="M10 10h4" />
    </>
  ),
  // A syringe.
  immunizations: (
    <>
      <path d="m18 2 4 4M17 7l-9.5 9.5-3 .5.5-3L14.5 4.5M14 4l6 6M2 22l3-3" />
      <path d="m9.5 11.5 2 2" />
    </>
  ),
  // A first-aid cross in a shield.
  'accidents-emergencies': (
    <>
      <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" />
      <path d="M12 8v6M9 11h6" />
    </>
  ),
  // A parent and a child.
  'mother-child-care': (
    <>
      <circle cx="9" cy="5" r="2.5" />
      <path d="M5 21v-6a4 4 0 0 1 8 0v6" />
      <circle cx="17" cy="11" r="2" />
      <path d="M14.5 21v-3.5a2.5 2.5 0 0 1 5 0V21" />
    </>
  ),
  // A heart with a pulse line.
  'chronic-conditions': (
    <>
      <path d="M20.8 5.6a5 5 0 0 0-7.1 0L12 7.3l-1.7-1.7a5 5 0 1 0-7.1 7.1L12 21.5l8.8-8.8a5 5 0 0 0 0-7.1Z" />
      <path d="M3.5 12h4l2-3 3 6 2-3h6" />
    </>
  ),
};

export function ServiceCategoryIcon({ icon, ...props }: IconProps & { icon: IconKey }) {
  return <Svg {...props}>{DRAWINGS[icon]}</Svg>;
}
