import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Icon(props: IconProps) {
  return <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props} />;
}

export const ChevronLeftIcon = (props: IconProps) => <Icon {...props}><path d="m15 5-7 7 7 7" /></Icon>;
export const ChevronRightIcon = (props: IconProps) => <Icon {...props}><path d="m9 5 7 7-7 7" /></Icon>;
export const PauseSmallIcon = (props: IconProps) => <Icon {...props}><path d="M9 6v12M15 6v12" /></Icon>;
export const PlaySmallIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" {...props}>
    <path d="M8 5.8v12.4a.9.9 0 0 0 1.37.77l9.9-6.2a.9.9 0 0 0 0-1.54l-9.9-6.2A.9.9 0 0 0 8 5.8Z" />
  </svg>
);
