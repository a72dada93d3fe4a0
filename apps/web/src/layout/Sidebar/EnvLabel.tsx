import { APP_VERSION } from '@hris/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAuthConfig } from '../../api/queries';

/** Environment and version (spec §2): UAT shows a UAT version text, production the plain version. */
export function envLabel(appEnv: string | undefined, version: string, t: TFunction): string {
  if (appEnv === 'production') return version;
  if (appEnv === 'uat') return t('sidebar.uatVersion', { version });
  return t('sidebar.devVersion', { version });
}

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
