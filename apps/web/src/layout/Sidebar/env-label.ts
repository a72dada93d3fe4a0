import type { TFunction } from 'i18next';

/** Environment and version (spec §2): UAT shows a UAT version text, production the plain version. */
export function envLabel(appEnv: string | undefined, version: string, t: TFunction): string {
  if (appEnv === 'production') return version;
  if (appEnv === 'uat') return t('sidebar.uatVersion', { version });
  return t('sidebar.devVersion', { version });
}
