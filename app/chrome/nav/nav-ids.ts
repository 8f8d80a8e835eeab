/** DOM ids that tie the shell's buttons to what they control (aria-controls). */
export const MOBILE_MENU_ID = 'mobile-menu';

export function panelDomId(id: string): string {
  return `nav-panel-${id}`;
}
