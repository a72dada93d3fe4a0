import type { PermissionKey } from '@hris/contract';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';

/** Icon names the sidebar knows how to draw (layout/Sidebar/icons.tsx). */
export type MenuIconName =
  | 'dashboard'
  | 'task'
  | 'basicData'
  | 'infoTatistics'
  | 'process'
  | 'system'
  | 'report'
  | 'train'
  | 'childcare'
  | 'interface'
  | 'transfer'
  | 'health'
  | 'message';

/**
 * Meta of one entry of the route table; the one table feeds menu, breadcrumb, tabs and the
 * document title (STYLE §9).
 */
export interface RouteMeta {
  /** i18n key of the title shown in menu, breadcrumb, tab and `document.title`. */
  title: string;
  /**
   * The title the address gives the page, when it says more than `title` (/process/do?flowId=15
   * is 员工离职 · 发起): used by the tab, the breadcrumb and `document.title`.
   */
  titleOf?: (search: URLSearchParams, t: TFunction, language: string) => string | undefined;
  /**
   * Menu codes (spec §6) of which the user must hold at least one. Absent: every signed-in user.
   * Hidden pages repeat the codes of their list page.
   */
  permission?: readonly PermissionKey[];
  /** Not in the sidebar (detail, edit and helper pages). */
  hidden?: boolean;
  /** Pinned tab: cannot be closed and survives "close all". */
  affix?: boolean;
  /** Not kept alive and given no tab; renders only while it is the current page. */
  noCache?: boolean;
  /**
   * Renders alone, outside the layout (no sidebar, navbar or tabs): a page made for paper
   * (审批单打印). The guard and the menu codes still apply.
   */
  bare?: boolean;
  icon?: MenuIconName;
  /** Menu entry highlighted while this hidden page is open. */
  activeMenu?: string;
  /**
   * i18n key describing what the page holds, for pages whose module is delivered by a later
   * issue (rendered by the feature page until then).
   */
  feature?: string;
  /** i18n key of the module a page outside any menu section belongs to (feature page label). */
  module?: string;
}

/** A code-split page (router/lazy.ts) that can start loading before it renders; resolves when loaded (or failed). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

export type PageComponent = LazyPage | ComponentType;

/** One entry of the route table. Paths are absolute (or an external URL for a menu link). */
export interface AppRoute {
  path: string;
  meta?: RouteMeta;
  /** Section default child. */
  redirect?: string;
  page?: PageComponent;
  /** Asks for the data the page shows first while its chunk loads, on the first visit (router guard). */
  prefetch?: () => void;
  children?: AppRoute[];
}
