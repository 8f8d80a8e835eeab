import type { DeviceClass } from '../../../engine';

/** The visitor's device by viewport width: a phone below 640 px, a tablet below 1024 px, else a desktop. */
export function deviceClass(width: number = window.innerWidth): DeviceClass {
  if (width < 640) return 'phone';
  return width < 1024 ? 'tablet' : 'desktop';
}
