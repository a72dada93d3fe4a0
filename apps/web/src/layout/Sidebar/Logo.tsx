import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../../config';
import { LogoMark } from './LogoMark';

export function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={HOME_PATH} className="hris-logo">
      <LogoMark />
      {!collapsed && <span className="hris-logo__title">{t('app.shortName')}</span>}
    </Link>
  );
}
