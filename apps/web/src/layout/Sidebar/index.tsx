import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isExternal } from '../../router/access';
import { matchRoute } from '../../router/match';
import { usePermissionStore } from '../../stores/permission';
import { useSettingsStore } from '../../stores/settings';
import { EnvLabel } from './EnvLabel';
import { menuIcon } from './icons';
import { Logo } from './Logo';
import { ancestorKeys, buildMenu, type MenuNode } from './menu';

type MenuItem = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[], t: (key: string) => string, topLevel: boolean): MenuItem[] {
  return nodes.map((node) => {
    const icon = topLevel || node.icon ? menuIcon(node.icon) : undefined;
    const title = t(node.title);
    if (node.children) {
      return { key: node.key, icon, label: title, children: toItems(node.children, t, false) };
    }
    const label = node.external ? (
      <a key={node.key} href={node.key} target="_blank" rel="noopener noreferrer">
        {title}
      </a>
    ) : (
      title
    );
    return { key: node.key, icon, label, title };
  });
}

/** Sidebar content: logo, permission-driven menu, environment/version label. */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const routes = usePermissionStore((s) => s.routes);
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const location = useLocation();
  const navigate = useNavigate();

  const nodes = useMemo(() => buildMenu(routes), [routes]);
  const items = useMemo(() => toItems(nodes, t, true), [nodes, t]);
  const selectedKey = matchRoute(routes, location.pathname)?.route.meta?.activeMenu ?? location.pathname;

  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorKeys(nodes, selectedKey) ?? []);
  useEffect(() => {
    const sections = ancestorKeys(nodes, selectedKey);
    // Navigating opens the current page's section and folds the others (the user may still open more).
    if (sections?.length) setOpenKeys(sections);
  }, [nodes, selectedKey]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (isExternal(key)) return; // the anchor opens it outside
    if (key !== location.pathname) navigate(key);
  };

  return (
    <div className={showLogo ? 'hris-sidebar has-logo' : 'hris-sidebar'}>
      {showLogo && <Logo collapsed={collapsed} />}
      <nav className="hris-sidebar__menu" aria-label={t('sidebar.menu')}>
        <Menu
          mode="inline"
          theme="dark"
          items={items}
          selectedKeys={[selectedKey]}
          inlineCollapsed={collapsed}
          {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
          onClick={onClick}
        />
      </nav>
      <EnvLabel collapsed={collapsed} />
    </div>
  );
}
