import { HomeOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useButtonPermissions } from '../../api/permission';
import { HOME_PATH } from '../../config';
import { menuIcon } from '../../layout/Sidebar/icons';
import { findProcess } from '../../processes/contract-processes';
import { processByStartPath } from '../../processes/registry';
import { createAccess } from '../../router/access';
import { matchRoute } from '../../router/match';
import { menuTitle } from '../../router/menu-title';
import { useCurrentRoute } from '../../router/route-context';
import { ALL_ROUTES } from '../../router/routes';
import { usePermissionStore } from '../../stores/permission';
import './feature.css';

/**
 * A page whose module is delivered by a later issue. It names the page, describes what it will
 * hold, and shows the facts the shell already knows (section, permission, edit right) — never a
 * blank screen and never invented data.
 */
export default function FeaturePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const [params] = useSearchParams();
  const menus = usePermissionStore((s) => s.menus);
  const access = useMemo(() => createAccess(menus), [menus]);
  const buttons = useButtonPermissions();
  if (!route?.meta) return null;
  const { meta } = route;
  const section = matchRoute(ALL_ROUTES, route.path)?.parents.at(-1);
  const moduleKey = section?.meta?.title ?? meta.module;
  const sectionTitle = moduleKey ? t(moduleKey) : t('feature.shell');
  const icon = menuIcon(meta.icon ?? section?.meta?.icon);
  // A process's own start page (spec §2: /deduction/post) names its process, as /process/start?flowId does.
  const flowId =
    processByStartPath(route.path)?.flowId ?? (route.path === '/process/start' ? Number(params.get('flowId')) : NaN);
  const process = Number.isNaN(flowId) ? undefined : findProcess(flowId);
  const processName = process ? (i18n.language === 'en-US' ? process.nameEn : process.name) : undefined;
  const held = (meta.permission ?? []).filter((code) => access.codes.has(code));
  const editable = held.some((code) => buttons.canEdit(code));

  return (
    <Card className="hris-feature" variant="borderless" data-testid="feature-page">
      <div className="hris-feature__hero">
        <div className="hris-feature__icon">{icon}</div>
        <h2 className="hris-feature__title">
          {processName && route.path === '/process/start'
            ? t('feature.startTitle', { name: processName })
            : t(meta.title)}
        </h2>
        <p className="hris-feature__desc">{meta.feature ? t(meta.feature) : ''}</p>
        <p className="hris-feature__note">
          {processName ? t('feature.processNote', { name: processName }) : t('feature.note', { section: sectionTitle })}
        </p>
      </div>
      <Descriptions
        className="hris-feature__facts"
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        bordered
        items={[
          { key: 'section', label: t('feature.section'), children: sectionTitle },
          {
            key: 'permission',
            label: t('feature.permission'),
            children:
              meta.permission && meta.permission.length > 0 ? (
                <span className="hris-feature__codes">
                  {(held.length > 0 ? held : meta.permission).map((code) => (
                    <Tag key={code}>{menuTitle(code, t)}</Tag>
                  ))}
                </span>
              ) : (
                t('feature.everyone')
              ),
          },
          ...(meta.permission?.length
            ? [
                {
                  key: 'mode',
                  label: t('feature.access'),
                  children: buttons.loading ? (
                    '…'
                  ) : (
                    <Tag color={editable ? 'green' : 'default'}>
                      {editable ? t('feature.editable') : t('feature.readOnly')}
                    </Tag>
                  ),
                },
              ]
            : []),
          ...(process
            ? [
                { key: 'flow', label: t('feature.flowId'), children: String(process.flowId) },
                { key: 'form', label: t('feature.startForm'), children: process.startForm ?? '—' },
                { key: 'steps', label: t('feature.steps'), children: process.steps.join(' → ') || '—' },
              ]
            : []),
        ]}
      />
      <div className="hris-feature__actions">
        <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate(HOME_PATH)}>
          {t('error.backHome')}
        </Button>
      </div>
    </Card>
  );
}
