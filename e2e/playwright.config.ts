import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 8091);
/** Point the specs at a server you already run (E2E_BASE_URL=http://127.0.0.1:8080) instead of starting one. */
const EXTERNAL = process.env.E2E_BASE_URL;
export const BASE_URL = EXTERNAL ?? `http://127.0.0.1:${PORT}`;
/** The e-signature platform the server is pointed at; tests/workflow/transfer.spec.ts plays it. */
export const ESIGN_PORT = Number(process.env.E2E_ESIGN_PORT ?? 8099);
/**
 * The company's identity provider (OIDC) the server is pointed at, as an administrator sets it up
 * (README "Company sign-on"); tests/shell/sso.spec.ts plays it. Until that spec starts it, the
 * server finds it unreachable and logs so once.
 */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 8098);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = 'hris-web';
/**
 * Debian's old headless shell (package chromium-headless-shell), as Playwright's own headless
 * runs use: it draws the same pages with about a quarter less CPU than the full browser, which is
 * what the run waits for on two cores (docs/testing.md). The full browser when it is missing.
 */
const CHROMIUM = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';
/** The workflow journeys: three to five sessions each, up to four minutes. */
const JOURNEYS = 'workflow/**/*.spec.ts';
const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

/**
 * End-to-end specs against the real production server (built web + API on one port), started on a
 * fresh PGlite directory so the seeded demo data is all a test can see. Chromium is Debian's: no
 * browser download.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: sign-in hashes passwords with scrypt and the CI machine may be shared.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // npm test (scripts/test.mjs) reads the counts and the retried tests from it.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The app draws without animations for users who ask for less motion: no action waits for a
    // dropdown, tab or dialog to finish moving.
    reducedMotion: 'reduce',
    // Recording a trace snapshots the page at every action: with it on for every test the run took
    // 2.7 times as long (docs/testing.md). A failed test's retry records one; PW_TRACE=on (or
    // retain-on-failure) records them all while debugging.
    trace: (process.env.PW_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  // The journeys first, the short specs after them: the two workers then finish together instead
  // of one idling through the last journey.
  projects: [
    { name: 'journeys', testMatch: JOURNEYS, use: DESKTOP },
    { name: 'chromium', testIgnore: JOURNEYS, use: DESKTOP },
  ],
  webServer: EXTERNAL
    ? undefined
    : {
        // The production server on a fresh PGlite directory.
        command: 'node ../scripts/start.mjs',
        cwd: here,
        url: `${BASE_URL}/api/health`,
        reuseExistingServer: false,
        timeout: 300_000,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(PORT),
          DATA_DIR: path.join(here, '.tmp', `db-${Date.now()}`),
          LOG_LEVEL: 'warn',
          ESIGN_BASE_URL: `http://127.0.0.1:${ESIGN_PORT}`,
          ESIGN_TIMEOUT_MS: '3000',
          OIDC_ISSUER,
          OIDC_CLIENT_ID,
          // The stand-in provider speaks http, as a local Keycloak in development would.
          OIDC_ALLOW_INSECURE: 'true',
        },
      },
});
