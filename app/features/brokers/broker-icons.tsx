import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Icon(props: IconProps) {
  return <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props} />;
}

export const SearchIcon = (props: IconProps) => <Icon {...props}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></Icon>;
export const FilterIcon = (props: IconProps) => <Icon {...props}><path d="M4 6h16M7 12h10M10 18h4" /></Icon>;
export const XIcon = (props: IconProps) => <Icon {...props}><path d="M6 6l12 12M18 6 6 18" /></Icon>;
export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </Icon>
);
export const HeadsetIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="2.5" y="13.5" width="4.5" height="6.5" rx="1.5" />
    <rect x="17" y="13.5" width="4.5" height="6.5" rx="1.5" />
    <path d="M19.5 20v.5a2.5 2.5 0 0 1-2.5 2.5h-3.5" />
  </Icon>
);
export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}><rect x="3.5" y="5" width="17" height="15.5" rx="2" /><path d="M3.5 10h17M8 3v4M16 3v4" /></Icon>
);
export const BadgeIcon = (props: IconProps) => (
  <Icon {...props}><rect x="3" y="5" width="18" height="14" rx="2" /><circle cx="9" cy="11" r="2.2" /><path d="M5.8 16a3.4 3.4 0 0 1 6.4 0M14.5 10h3.5M14.5 13.5h3.5" /></Icon>
);
export const QuoteIcon = (props: IconProps) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" fill="currentColor" {...props}>
    <path d="M12.4 7C7.2 9.3 4 13.3 4 18.6 4 22.7 6.3 25 9.4 25c2.7 0 4.6-2 4.6-4.5S12.2 16.2 9.8 16.2c-.5 0-1 .1-1.2.2.5-3 2.8-5.6 5.4-7zm14 0c-5.2 2.3-8.4 6.3-8.4 11.6 0 4.1 2.3 6.4 5.4 6.4 2.7 0 4.6-2 4.6-4.5s-1.8-4.3-4.2-4.3c-.5 0-1 .1-1.2.2.5-3 2.8-5.6 5.4-7z" />
  </svg>
);
export const LanguagesIcon = (props: IconProps) => (
  <Icon {...props}><path d="M4 5h9M8.5 3v2M6 5c.6 3.2 2.8 5.9 6 7.5M11 5c-.7 3.6-3.3 6.6-7 8" /><path d="m12 21 4-9 4 9M13.5 18h5" /></Icon>
);
