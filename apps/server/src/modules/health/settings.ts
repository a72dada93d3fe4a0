import { HEALTH_EXPIRY_WARN_DAYS } from '@hris/contract';

/** 即将过期's window (config HEALTH_EXPIRY_WARN_DAYS), set once at boot; tests may change it. */
export const healthSettings = { warnDays: HEALTH_EXPIRY_WARN_DAYS };

export function configureHealth(settings: Partial<typeof healthSettings>) {
  Object.assign(healthSettings, settings);
}
