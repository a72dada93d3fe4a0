import {
  ApiOutlined,
  BellOutlined,
  DownOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  NotificationOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Avatar, Badge, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../api/user';
import { HOME_PATH } from '../../config';
import { useAppStore } from '../../stores/app';
import { useHasPermission } from '../../stores/permission';
import { leaveSession, useSessionStore } from '../../stores/session';
import { Breadcrumb } from '../Breadcrumb';
import { Fullscreen } from './Fullscreen';
import { LanguageSwitch } from './LanguageSwitch';

/** Largest unread count shown on the badge (spec §2). */
export const UNREAD_BADGE_MAX = 99;

interface Props {
  onOpenSettings: () => void;
  onChangePassword: () => void;
  onNotifySettings: () => void;
}

export function Navbar({ onOpenSettings, onChangePassword, onNotifySettings }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useSessionStore((s) => s.name);
  const avatar = useSessionStore((s) => s.avatar);
  const unread = useSessionStore((s) => s.unreadMessageCount);
  const opened = useAppStore((s) => s.sidebarOpened);
  const device = useAppStore((s) => s.device);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const mobile = device === 'mobile';
  // The API documentation is for administrators (系统管理); the server checks it again.
  const admin = useHasPermission('System');

  const signOut = async () => {
    try {
      await logout();
    } catch {
      // The session is cleared locally whatever the server answered.
    }
    await leaveSession(() => navigate('/login', { replace: true }));
  };

  const hamburgerLabel = opened ? t('navbar.collapse') : t('navbar.expand');
  return (
    <div className="hris-navbar">
      <Tooltip title={mobile ? undefined : hamburgerLabel}>
        <button
          type="button"
          className="hris-navbar__action hris-navbar__hamburger"
          onClick={toggleSidebar}
          aria-label={hamburgerLabel}
          data-testid="hamburger"
        >
          {opened && !mobile ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        </button>
      </Tooltip>
      {!mobile && <Breadcrumb />}
      <div className="hris-navbar__right">
        <Tooltip title={t('navbar.messages')}>
          <button
            type="button"
            className="hris-navbar__action"
            onClick={() => navigate('/message')}
            // The name holds the count the badge shows (WCAG 2.5.3: the name contains the visible text).
            aria-label={
              unread > 0
                ? t('navbar.messagesUnread', { unread: unread > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : unread })
                : t('navbar.messages')
            }
            data-testid="unread-badge"
          >
            <Badge count={unread} overflowCount={UNREAD_BADGE_MAX} size="small" offset={[4, -2]}>
              <BellOutlined className="hris-navbar__icon" />
            </Badge>
          </button>
        </Tooltip>
        {!mobile && <Fullscreen />}
        <LanguageSwitch />
        <Tooltip title={t('navbar.settings')}>
          <button
            type="button"
            className="hris-navbar__action"
            onClick={onOpenSettings}
            aria-label={t('navbar.settings')}
            data-testid="open-settings"
          >
            <SettingOutlined />
          </button>
        </Tooltip>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'home', icon: <HomeOutlined />, label: t('route.dashboard') },
              { key: 'message', icon: <BellOutlined />, label: t('route.message') },
              { key: 'password', icon: <KeyOutlined />, label: t('navbar.changePassword') },
              { key: 'notify', icon: <NotificationOutlined />, label: t('navbar.notifySettings') },
              ...(admin ? [{ key: 'apiDocs', icon: <ApiOutlined />, label: t('navbar.apiDocs') }] : []),
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: t('navbar.logout'), danger: true },
            ],
            onClick: ({ key }) => {
              if (key === 'home') navigate(HOME_PATH);
              else if (key === 'message') navigate('/message');
              else if (key === 'password') onChangePassword();
              else if (key === 'notify') onNotifySettings();
              // Loaded on use: its address is in the system log's contract module, which reads every process.
              else if (key === 'apiDocs')
                void import('../../api/system').then(({ openApiDocs }) => openApiDocs()).catch(() => undefined);
              else if (key === 'logout') void signOut();
            },
          }}
        >
          <button type="button" className="hris-navbar__user" data-testid="user-menu">
            <Avatar size={28} src={avatar || undefined} className="hris-navbar__avatar">
              {name.slice(0, 1)}
            </Avatar>
            {!mobile && <span className="hris-navbar__greeting">{t('navbar.greeting', { name })}</span>}
            <DownOutlined className="hris-navbar__caret" />
          </button>
        </Dropdown>
      </div>
    </div>
  );
}
