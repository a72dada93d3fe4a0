import type { Catalogue } from '../messages/catalogue';

/**
 * One process of spec §4, as data: flow id, names, form names, step ids and the messages the
 * server writes about it (their keys start with the process's area, e.g. `holiday.`). `built` marks the
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
  messages?: Catalogue;
}
