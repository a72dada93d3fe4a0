import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';

// Company sign-on's parts of the sign-in page, in a chunk of their own: most companies sign in
// with a password only, and their sign-in page does not load these (bench/README.md "Issue 40").

/** The identity provider sent the user back with an error (`?ssoError=`). */
export function SsoFailed({ detail }: { detail: string }) {
  const { t } = useTranslation();
  return (
    <Alert type="error" showIcon className="hris-login__alert" title={t('login.ssoFailed')} description={detail} />
  );
}

/** 企业单点登录 under the password form, when the server offers it. */
export function SsoButton({ pending, onStart }: { pending: boolean; onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Divider plain className="hris-login__divider">
        {t('login.or')}
      </Divider>
      <Button
        block
        size="large"
        icon={<SafetyCertificateOutlined />}
        loading={pending}
        onClick={onStart}
        data-testid="login-sso"
      >
        {t('login.sso')}
      </Button>
    </>
  );
}
