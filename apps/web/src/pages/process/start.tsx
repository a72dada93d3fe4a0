import { RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getCanStartedWfList, processPath, type StartableFlow, wfKeys } from '../../api/workflow';
import { findProcess } from '../../processes/contract-processes';
import '../../processes/i18n';
import { processByStartPath, processMeta } from '../../processes/registry';
import { useCurrentRoute } from '../../router/route-context';
import { StartWork } from './components/StartWork';
import { positiveParam } from './params';
import './process.css';

const CATEGORIES: readonly StartableFlow['category'][] = ['hr', 'benefit', 'other'];

/**
 * /process/start: the processes I may start (GetCanStartedWFList) by category; a card opens the
 * start form at /process/do. With ?flowId (the dashboard's shortcut) the start form shows here,
 * as it does at a process's own start address (/deduction/post, spec §2).
 */
export default function ProcessStartPage() {
  const [params] = useSearchParams();
  const route = useCurrentRoute();
  const flowId = processByStartPath(route?.path)?.flowId ?? positiveParam(params.get('flowId'));
  if (flowId) return <StartWork key={flowId} flowId={flowId} />;
  return <Catalogue />;
}

function Catalogue() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const flows = useQuery({ queryKey: wfKeys.startable, queryFn: getCanStartedWfList });
  const english = i18n.language.startsWith('en');

  return (
    <Card title={t('wf.start.catalogue')} variant="borderless" className="wf-catalogue" data-testid="process-catalogue">
      <Typography.Paragraph type="secondary" className="wf-catalogue__intro">
        {t('wf.start.catalogueIntro')}
      </Typography.Paragraph>
      {flows.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (flows.data ?? []).length === 0 ? (
        <Empty description={t('wf.start.noFlows')} />
      ) : (
        CATEGORIES.map((category) => {
          const list = (flows.data ?? []).filter((f) => f.category === category);
          if (list.length === 0) return null;
          return (
            <section key={category} className="wf-catalogue__group">
              <h3 className="wf-catalogue__group-title">
                <span className={`wf-catalogue__dot is-${category}`} />
                {t(`wf.category.${category}`)}
                <span className="wf-catalogue__count">{list.length}</span>
              </h3>
              <Row gutter={[16, 16]}>
                {list.map((flow) => {
                  const info = findProcess(flow.flowId);
                  const ns = processMeta(flow.flowId)?.ns;
                  const categoryName = t(`wf.category.${category}`);
                  return (
                    <Col xs={24} sm={12} xl={8} xxl={6} key={flow.flowId}>
                      <button
                        type="button"
                        className="wf-flow-card"
                        onClick={() => navigate(processPath({ flowId: flow.flowId }))}
                        data-testid={`start-flow-${flow.flowId}`}
                      >
                        <span className={`wf-flow-card__avatar is-${category}`}>{flow.flowName.slice(0, 1)}</span>
                        <span className="wf-flow-card__body">
                          <span className="wf-flow-card__name">{english && info ? info.nameEn : flow.flowName}</span>
                          <span className="wf-flow-card__desc">
                            {ns ? t('intro', { ns, defaultValue: categoryName }) : categoryName}
                          </span>
                        </span>
                        <RightOutlined className="wf-flow-card__arrow" />
                      </button>
                    </Col>
                  );
                })}
              </Row>
            </section>
          );
        })
      )}
    </Card>
  );
}
