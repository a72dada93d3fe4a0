/** How long the system log keeps entries (config SYSTEM_LOG_RETENTION_DAYS), set once at boot; tests may change it. */
export const systemSettings = { logRetentionDays: 1095 };

export function configureSystem(settings: Partial<typeof systemSettings>) {
  Object.assign(systemSettings, settings);
}
