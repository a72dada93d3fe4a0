import { AuditOutlined, LockOutlined, SolutionOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { normalizePassword } from '@hris/contract';
import { Button } from 'antd';
// Input and Password alone: antd's Input brings Search, TextArea, OTP and Group along.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthConfig, getAuthConfig, login } from '../../api/sign-in';
import { safeRedirect } from '../../auth/redirect';
import { APP_TITLE } from '../../config';
import { toastError } from '../../feedback';
import { LanguageSwitch } from '../../layout/Navbar/LanguageSwitch';
import { envLabel } from '../../layout/Sidebar/env-label';
import { LogoMark } from '../../layout/Sidebar/LogoMark';
import { PROCESSES } from '../../processes/contract-processes';
import { loadWithRetry } from '../../router/lazy';
import { applyLogin } from '../../stores/session';
import { SignInField, SignInForm } from './SignInForm';
import './login.css';

// Loaded only where company sign-on is offered or has failed; should that fail, the part stays away.
const loadSsoParts = () => loadWithRetry(() => import('./SsoParts')).catch(() => null);
const SsoFailed = lazy<ComponentType<{ detail: string }>>(() =>
  loadSsoParts().then((m) => ({ default: m?.SsoFailed ?? (() => null) })),
);
const SsoButton = lazy<ComponentType<{ pending: boolean; onStart: () => void }>>(() =>
  loadSsoParts().then((m) => ({ default: m?.SsoButton ?? (() => null) })),
);

interface Values {
  account: string;
  password: string;
}
type Field = keyof Values;
const FIELDS: readonly Field[] = ['account', 'password'];

interface Props {
  /** The page's query: `redirect` (where to go after sign-in) and `ssoError`. */
  query: URLSearchParams;
  /** Leaves the sign-in page for `to` once the session is stored. */
  onSignedIn: (to: string) => void;
}

/**
 * Spec §5 sign-in. It works outside the router too (main.tsx shows it before the signed-in shell
 * is loaded), hence the query and the way out as props, and plain state instead of React Query.
 */
export default function LoginPage({ query, onSignedIn }: Props) {
  const { t, i18n } = useTranslation();
  const redirect = safeRedirect(query.get('redirect'));
  const ssoError = query.get('ssoError');
  const [config, setConfig] = useState<AuthConfig>();
  const [pending, setPending] = useState(false);
  const [ssoPending, setSsoPending] = useState(false);
  const [values, setValues] = useState<Values>({ account: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const requiredText: Record<Field, string> = {
    account: t('login.accountRequired'),
    password: t('login.passwordRequired'),
  };
  // Both required, spaces alone not counting (antd's `required` with `whitespace`), checked as typed.
  const refusal = (field: Field, value: string) => (value.trim() ? undefined : requiredText[field]);
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((v) => ({ ...v, [field]: true }));
    setErrors((e) => ({ ...e, [field]: refusal(field, value) }));
  };
  const finish = () => {
    const found = Object.fromEntries(FIELDS.map((f) => [f, refusal(f, values[f])]));
    setErrors(found);
    if (FIELDS.every((f) => !found[f])) void submit(values);
  };

  useEffect(() => {
    document.title = `${t('route.login')} - ${APP_TITLE}`;
  }, [t]);

  useEffect(() => {
    // A failed call was reported by the HTTP layer; the page works without the config.
    getAuthConfig().then(setConfig, () => {});
  }, []);

  const submit = async (values: Values) => {
    setPending(true);
    try {
      // Spec §5: both trimmed; the password by the rule the password change uses too.
      applyLogin(await login({ account: values.account.trim(), password: normalizePassword(values.password) }));
      onSignedIn(redirect);
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setPending(false);
    }
  };

  const startSso = async () => {
    if (!config?.oidcIssuer || !config.oidcClientId) return;
    setSsoPending(true);
    try {
      const { startSsoSignIn } = await import('../../auth/sso');
      await startSsoSignIn(
        { authority: config.oidcIssuer, clientId: config.oidcClientId, scope: config.oidcScope },
        redirect,
      );
    } catch (error) {
      setSsoPending(false);
      // The browser could not read the provider's discovery document (unreachable, CORS): its
      // own words ("Failed to fetch") tell a user nothing; the administrator sees the cause in 接口中心.
      console.warn('single sign-on could not start', error);
      toastError(t('login.ssoUnreachable'));
    }
  };

  const version = config ? envLabel(config.appEnv, config.version, t) : '';

  return (
    <div className="hris-login">
      <div className="hris-login__lang">
        <LanguageSwitch className="hris-login__lang-button" />
      </div>
      <div className="hris-login__panel">
        <section className="hris-login__brand" aria-hidden="true">
          <div className="hris-login__brand-head">
            <LogoMark size={40} />
            <span>{APP_TITLE}</span>
          </div>
          <h2>{t('app.name')}</h2>
          <p>{t('login.tagline')}</p>
          <ul className="hris-login__features">
            <li>
              <AuditOutlined />
              <span>{t('login.featureWorkflow', { processes: builtProcessNames(i18n.language) })}</span>
            </li>
            <li>
              <TeamOutlined />
              <span>{t('login.featureStaff')}</span>
            </li>
            <li>
              <SolutionOutlined />
              <span>{t('login.featureScope')}</span>
            </li>
          </ul>
        </section>
        <section className="hris-login__form">
          <div className="hris-login__mobile-brand">
            <LogoMark size={32} />
            <span>{t('app.name')}</span>
          </div>
          <h1>{t('login.title')}</h1>
          <p className="hris-login__subtitle">{t('login.subtitle')}</p>
          {ssoError && (
            <Suspense fallback={null}>
              <SsoFailed detail={ssoError} />
            </Suspense>
          )}
          <SignInForm onSubmit={finish}>
            <SignInField name="account" label={t('login.account')} error={errors.account} touched={!!touched.account}>
              {(control) => (
                <Input
                  {...control}
                  value={values.account}
                  onChange={(event) => change('account', event.target.value)}
                  prefix={<UserOutlined />}
                  placeholder={t('login.accountPlaceholder')}
                  autoComplete="username"
                  autoFocus
                  data-testid="login-account"
                />
              )}
            </SignInField>
            <SignInField
              name="password"
              label={t('login.password')}
              error={errors.password}
              touched={!!touched.password}
            >
              {(control) => (
                <Password
                  {...control}
                  value={values.password}
                  onChange={(event) => change('password', event.target.value)}
                  prefix={<LockOutlined />}
                  placeholder={t('login.passwordPlaceholder')}
                  autoComplete="current-password"
                  data-testid="login-password"
                />
              )}
            </SignInField>
            <Button type="primary" htmlType="submit" block loading={pending} data-testid="login-submit">
              {t('login.submit')}
            </Button>
          </SignInForm>
          {config?.ssoEnabled && (
            <Suspense fallback={null}>
              <SsoButton pending={ssoPending} onStart={() => void startSso()} />
            </Suspense>
          )}
        </section>
      </div>
      <footer className="hris-login__footer">
        © {new Date().getFullYear()} {t('app.name')} · {APP_TITLE} {version}
      </footer>
    </div>
  );
}

/** The processes users can start today: the sign-in page promises only what is built. */
export function builtProcessNames(language: string): string {
  const built = PROCESSES.filter((p) => p.built);
  return built
    .map((p) => (language === 'en-US' ? p.nameEn.toLowerCase() : p.name))
    .join(language === 'en-US' ? ', ' : '、');
}
