/**
 * The icons an option may name in its `icon` field. The drawings live with the renderers; the names are
 * kept here, as data, so the linter can check a definition without loading any of them.
 */
export const OPTION_ICON_NAMES = [
  'arrow-down',
  'bank',
  'briefcase',
  'building',
  'building-community',
  'buildings',
  'calendar',
  'cash',
  'chart',
  'check',
  'close',
  'credit-card',
  'dots',
  'field',
  'flag',
  'gauge-good',
  'gauge-high',
  'gauge-low',
  'gauge-mid',
  'hammer',
  'heart',
  'home',
  'house',
  'lock',
  'medal',
  'palm',
  'pause',
  'piggy-bank',
  'question',
  'school',
  'shield',
  'store',
  'sun',
  'townhouse',
] as const;

export type OptionIconName = (typeof OPTION_ICON_NAMES)[number];

const KNOWN: ReadonlySet<string> = new Set(OPTION_ICON_NAMES);

export const isOptionIconName = (name: string): name is OptionIconName => KNOWN.has(name);
