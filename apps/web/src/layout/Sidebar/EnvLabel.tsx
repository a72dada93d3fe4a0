import { APP_VERSION } from '@hris/contract';
import { useTranslation } from 'react-i18next';
import { useAuthConfig } from '../../api/queries';
import { envLabel } from './env-label';

export function EnvLabel({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { data } = useAuthConfig();
  const version = data?.version ?? APP_VERSION;
  const label = envLabel(data?.appEnv, version, t);
  const env = data?.appEnv ?? 'development';
  return (
    <div className={`hris-env hris-env--${env}`} title={label} data-testid="env-label">
      {collapsed ? (env === 'production' ? 'v' : env.slice(0, 3).toUpperCase()) : label}
    </div>
  );
}
