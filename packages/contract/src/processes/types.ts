/**
 * One process of spec §4, as data: flow id, names, form names and step ids. `built` marks the
 * processes whose definition exists on the server; the rest are listed so menus, task filters and
 * statistics can name them before they land.
 */
export interface ProcessInfo {
  flowId: number;
  key: string;
  name: string;
  nameEn: string;
  category: 'hr' | 'benefit' | 'other';
  startForm?: string;
  viewForm?: string;
  steps: readonly number[];
  built: boolean;
}
