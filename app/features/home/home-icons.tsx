import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Icon(props: IconProps) {
  return <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.9} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props} />;
}

export const HouseKeyIcon = (props: IconProps) => (
  <Icon {...props}><path d="m3 11 9-7.5 9 7.5" /><path d="M5.5 9.5V20h13V9.5" /><circle cx="12" cy="13.5" r="2" /><path d="M12 15.5V18" /></Icon>
);
export const RefinanceIcon = (props: IconProps) => (
  <Icon {...props}><path d="M20 11a8 8 0 0 0-14.3-4.9L4 8" /><path d="M4 4v4h4" /><path d="M4 13a8 8 0 0 0 14.3 4.9L20 16" /><path d="M20 20v-4h-4" /></Icon>
);
export const EquityIcon = (props: IconProps) => (
  <Icon {...props}><rect x="2.5" y="6" width="19" height="12" rx="2" /><circle cx="12" cy="12" r="2.6" /><path d="M6 9.5v5M18 9.5v5" /></Icon>
);
export const ShieldCheckIcon = (props: IconProps) => (
  <Icon {...props}><path d="M12 3 5 6v5.5c0 4.3 3 8 7 9.5 4-1.5 7-5.2 7-9.5V6z" /><path d="m9 12 2.2 2.2L15.5 10" /></Icon>
);
export const ArrowRightIcon = (props: IconProps) => <Icon {...props}><path d="M5 12h14m-6-6 6 6-6 6" /></Icon>;
export const CheckIcon = (props: IconProps) => <Icon {...props}><path d="m5 12.5 4.5 4.5L19 7.5" /></Icon>;
