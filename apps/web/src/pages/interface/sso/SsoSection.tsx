import { ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TSsoStatus } from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, type BadgeProps, Button, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkSso, getSsoStatus, interfaceKeys } from '../../../api/interface';
import { appAddress } from '../../../auth/redirect';
import { toastSuccess } from '../../../feedback';
import { formatDateTime } from '../../../utils/date';

const BADGE: Record<TSsoStatus, BadgeProps['status']> = {
  notConfigured: 'default',
  pending: 'processing',
  ok: 'success',
  unreachable: 'error',
  misconfigured: 'error',
};

const useSsoStatus = () =>
  useQuery({
    queryKey: interfaceKeys.sso,
    queryFn: getSsoStatus,
    // The check at start may still be under way.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });

/** The tab's name, with a red dot while sign-on is broken: seen on opening 接口中心, before the tab. */
export function SsoTabLabel() {
  const { t } = useTranslation();
  const { data } = useSsoStatus();
  const broken = data?.status === 'unreachable' || data?.status === 'misconfigured';
  return (
    <span data-testid="sso-tab-label">
      <Badge dot={broken} offset={[6, 0]}>
        {t('interfaceCentre.tab.sso')}
      </Badge>
    </span>
  );
}

/**
 * 接口中心 › 单点登录: whether company sign-on works as the server last found it and, for
 * administrators, why not and the settings in force; with what to register at the provider (the
 * redirect URI this very page would send, and the origin its token call comes from).
 */
export function SsoSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useSsoStatus();
  const recheck = useMutation({
    mutationFn: checkSso,
    onSuccess: (answer) => {
      queryClient.setQueryData(interfaceKeys.sso, answer);
      toastSuccess(t('interfaceCentre.sso.rechecked', { status: t(`interfaceCentre.sso.status.${answer.status}`) }));
    },
  });
  const data = status.data;
  const settings = data?.settings;

  return (
    <div className="sso-section" data-testid="sso-section">
      <Typography.Paragraph type="secondary" className="interface-centre__hint">
        <SafetyCertificateOutlined /> {t('interfaceCentre.sso.hint')}
      </Typography.Paragraph>
      <Card
        className="sso-card"
        title={t('interfaceCentre.sso.title')}
        extra={
          data && (
            <span data-testid={`sso-status-${data.status}`}>
              <Badge status={BADGE[data.status]} text={t(`interfaceCentre.sso.status.${data.status}`)} />
            </span>
          )
        }
        actions={
          editable && data && data.status !== 'notConfigured'
            ? [
                <Button
                  key="recheck"
                  type="link"
                  icon={<ReloadOutlined />}
                  loading={recheck.isPending}
                  onClick={() => recheck.mutate()}
                  data-testid="sso-recheck"
                >
                  {t('interfaceCentre.sso.recheck')}
                </Button>,
              ]
            : undefined
        }
      >
        {!data ? (
          <Skeleton active />
        ) : (
          <>
            {data.status === 'notConfigured' && (
              <Alert type="info" showIcon className="sso-card__alert" title={t('interfaceCentre.sso.notConfigured')} />
            )}
            {data.cause && (
              <Alert
                type="error"
                showIcon
                className="sso-card__alert"
                title={t('interfaceCentre.sso.cause')}
                description={data.cause}
                data-testid="sso-cause"
              />
            )}
            {data.warnings.length > 0 && (
              <Alert
                type="warning"
                showIcon
                className="sso-card__alert"
                title={t('interfaceCentre.sso.warnings')}
                description={
                  <ul className="sso-card__warnings">
                    {data.warnings.map((warning) => (
                      <li key={warning}>{warning}</li>
                    ))}
                  </ul>
                }
                data-testid="sso-warnings"
              />
            )}
            {data.status !== 'notConfigured' && !settings && (
              <Typography.Paragraph type="secondary">{t('interfaceCentre.sso.adminOnly')}</Typography.Paragraph>
            )}
            <Descriptions column={1} size="small" bordered className="sso-card__facts">
              {settings && (
                <>
                  <Descriptions.Item label={t('interfaceCentre.sso.issuer')}>
                    <Typography.Text code copyable data-testid="sso-issuer">
                      {settings.issuer}
                    </Typography.Text>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('interfaceCentre.sso.clientId')}>
                    <Typography.Text code copyable>
                      {settings.clientId}
                    </Typography.Text>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('interfaceCentre.sso.scope')}>
                    <Typography.Text code data-testid="sso-scope">
                      {settings.scope}
                    </Typography.Text>
                  </Descriptions.Item>
                  {settings.allowInsecure && (
                    <Descriptions.Item label={t('interfaceCentre.sso.insecure')}>
                      <Typography.Text type="warning">{t('interfaceCentre.sso.insecureOn')}</Typography.Text>
                    </Descriptions.Item>
                  )}
                </>
              )}
              <Descriptions.Item label={t('interfaceCentre.sso.clientType')}>
                {t('interfaceCentre.sso.clientTypeValue')}
              </Descriptions.Item>
              <Descriptions.Item label={t('interfaceCentre.sso.redirectUri')}>
                <Typography.Text code copyable data-testid="sso-redirect-uri">
                  {appAddress()}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('interfaceCentre.sso.webOrigin')}>
                <Typography.Text code copyable>
                  {window.location.origin}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('interfaceCentre.sso.claims')}>
                {t('interfaceCentre.sso.claimsValue')}
              </Descriptions.Item>
              {data.status !== 'notConfigured' && (
                <Descriptions.Item label={t('interfaceCentre.sso.checkedAt')}>
                  {data.checkedAt ? formatDateTime(data.checkedAt) : t('interfaceCentre.sso.never')}
                </Descriptions.Item>
              )}
            </Descriptions>
          </>
        )}
      </Card>
    </div>
  );
}
