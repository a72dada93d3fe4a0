import {
  AuditOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { normalizePassword } from '@hris/contract';
import { Alert, Button, Divider, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthConfig, getAuthConfig, login } from '../../api/user';
import { safeRedirect } from '../../auth/redirect';
import { APP_TITLE } from '../../config';
import { toastError } from '../../feedback';
import { LanguageSwitch } from '../../layout/Navbar/LanguageSwitch';
import { envLabel } from '../../layout/Sidebar/env-label';
import { LogoMark } from '../../layout/Sidebar/LogoMark';
import { PROCESSES } from '../../processes/contract-processes';
import { applyLogin } from '../../stores/session';
import './login.css';

interface Values {
  account: string;
  password: string;
}

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
            <Alert
              type="error"
              showIcon
              className="hris-login__alert"
              title={t('login.ssoFailed')}
              description={ssoError}
            />
          )}
          <Form<Values> layout="vertical" size="large" requiredMark={false} onFinish={(values) => void submit(values)}>
            <Form.Item
              name="account"
              label={t('login.account')}
              rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
            >
              <Input
                prefix={<UserOutlined />}
                placeholder={t('login.accountPlaceholder')}
                autoComplete="username"
                autoFocus
                data-testid="login-account"
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, whitespace: true, message: t('login.passwordRequired') }]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                placeholder={t('login.passwordPlaceholder')}
                autoComplete="current-password"
                data-testid="login-password"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={pending} data-testid="login-submit">
              {t('login.submit')}
            </Button>
          </Form>
          {config?.ssoEnabled && (
            <>
              <Divider plain className="hris-login__divider">
                {t('login.or')}
              </Divider>
              <Button
                block
                size="large"
                icon={<SafetyCertificateOutlined />}
                loading={ssoPending}
                onClick={() => void startSso()}
                data-testid="login-sso"
              >
                {t('login.sso')}
              </Button>
            </>
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
