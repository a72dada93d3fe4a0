import {
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileProtectOutlined,
  FundOutlined,
  HeartOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SmileOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { MenuIconName } from '../../router/types';

const ICONS: Record<MenuIconName, ReactNode> = {
  dashboard: <DashboardOutlined />,
  task: <ScheduleOutlined />,
  basicData: <DatabaseOutlined />,
  infoTatistics: <FundOutlined />,
  process: <AuditOutlined />,
  system: <SettingOutlined />,
  report: <BarChartOutlined />,
  train: <ReadOutlined />,
  childcare: <SmileOutlined />,
  interface: <ApiOutlined />,
  transfer: <FileProtectOutlined />,
  health: <HeartOutlined />,
  message: <BellOutlined />,
};

export function menuIcon(name: MenuIconName | undefined): ReactNode {
  return name ? ICONS[name] : <AppstoreOutlined />;
}
