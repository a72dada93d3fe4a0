import {
  BellOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  FileTextOutlined,
  HourglassOutlined,
  MedicineBoxOutlined,
  ReadOutlined,
  RightOutlined,
  SyncOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import {
  EXPIRING_CONTRACT_DAYS,
  EXPIRING_PROBATION_DAYS,
  HEALTH_LIST_PATH,
  listLink,
  type TExpiringCounts,
  TRAIN_PARTICIPATION_PATH,
} from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Empty, List, Modal, Row, Skeleton, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getExpiringCounts } from '../../api/dashboard';
import { wfKeys } from '../../api/keys';
import { getMessageList } from '../../api/message';
import { getCanStartedWFList, getTaskCounts, type StartableFlow, TASK_PERMISSIONS } from '../../api/task';
import { getWeeklyNewHireList, type NewHireRow } from '../../api/user';
import { menuIcon } from '../../layout/Sidebar/icons';
import { buildMenu } from '../../layout/Sidebar/menu';
import { processMeta } from '../../processes/registry';
import { createAccess } from '../../router/access';
import { matchRoute } from '../../router/match';
import { pagePath } from '../../router/paths';
import { ASYNC_ROUTES } from '../../router/routes';
import { usePermissionStore } from '../../stores/permission';
import { useSessionStore } from '../../stores/session';
import { formatDate, formatDateTime } from '../../utils/date';
import './dashboard.css';

const ROUTE_ICONS = new Map(ASYNC_ROUTES.map((r) => [r.path, r.meta?.icon]));

/** Where a start shortcut leads: a process's own start page if it has one (spec §2: /deduction/post). */
export function startPathFor(flow: StartableFlow): string {
  const own = processMeta(flow.flowId)?.startPath;
  if (own) return own;
  const query = new URLSearchParams({ flowId: String(flow.flowId) });
  if (flow.startForm) query.set('form', flow.startForm);
  return `/process/start?${query.toString()}`;
}

/** The keys whose holders see the 60天内到期合同 / 30天内试用期到期 counts (both lists show those dates). */
export const EXPIRING_PERMISSIONS = ['EmployeeContract', 'StaffList'] as const;
/** The key whose holders see the health-certificate counts (即将过期 / 已过期 / 缺失). */
export const HEALTH_COUNT_PERMISSIONS = ['HealthOfList'] as const;
/** The key whose holders see the required trainings not passed (培训出勤). */
export const TRAIN_COUNT_PERMISSIONS = ['TrainParticipation'] as const;

/**
 * Where each expiring count leads, among the pages the user may open: the contracts ending go to
 * 员工合同 filtered by end date (or, without it, 员工信息 filtered by contract end), the
 * probations ending to 员工信息 filtered by probation end; both in post (在职), as counted.
 */
export function expiringLinks(
  counts: Pick<TExpiringCounts, 'contractRange' | 'probationRange'>,
  canOpen: (path: string) => boolean,
): { contracts?: string; probations?: string } {
  const contractList = pagePath('employeeContractList');
  const staffList = pagePath('staffList');
  const staff = canOpen(staffList);
  let contracts: string | undefined;
  if (canOpen(contractList)) contracts = listLink(contractList, { endDate: counts.contractRange, employeeStatus: 1 });
  else if (staff) contracts = listLink(staffList, { contractEndDate: counts.contractRange, status: 1 });
  const probations = staff ? listLink(staffList, { probationEndDate: counts.probationRange, status: 1 }) : undefined;
  return { contracts, probations };
}

/** Icon of the menu section a page belongs to (pages themselves carry none). */
function sectionIcon(path: string) {
  const section = `/${path.split('/')[1] ?? ''}`;
  return ROUTE_ICONS.get(section);
}

function greetingKey(hour: number): string {
  if (hour < 12) return 'dashboard.morning';
  if (hour < 18) return 'dashboard.afternoon';
  return 'dashboard.evening';
}

interface StatProps {
  label: string;
  value: number | null | undefined;
  icon: ReactNode;
  tone: 'todo' | 'running' | 'done' | 'contract' | 'probation' | 'expiring' | 'expired' | 'missing';
  loading: boolean;
  onOpen?: () => void;
  testId: string;
}

function StatCard({ label, value, icon, tone, loading, onOpen, testId }: StatProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <span className={`hris-stat__icon hris-stat__icon--${tone}`}>{icon}</span>
      <span className="hris-stat__text">
        <span className="hris-stat__label">{label}</span>
        <span className="hris-stat__value" data-testid={testId}>
          {loading ? <Skeleton.Button active size="small" /> : (value ?? '—')}
        </span>
      </span>
      {onOpen && <RightOutlined className="hris-stat__arrow" aria-label={t('dashboard.open')} />}
    </>
  );
  return onOpen ? (
    <button type="button" className="hris-stat hris-stat--link" onClick={onOpen}>
      {body}
    </button>
  ) : (
    <div className="hris-stat">{body}</div>
  );
}

function NewHireTable({ rows, pageSize }: { rows: NewHireRow[]; pageSize: number }) {
  const { t } = useTranslation();
  return (
    <Table<NewHireRow>
      size="small"
      rowKey="employeeId"
      dataSource={rows}
      pagination={rows.length > pageSize ? { pageSize, size: 'small', showSizeChanger: false } : false}
      scroll={{ x: 560 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noNewHires')} /> }}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('dashboard.nhName'), render: (_, r) => `${r.name}-${r.employeeId}` },
        {
          key: 'entryDate',
          dataIndex: 'entryDate',
          title: t('dashboard.nhEntryDate'),
          render: (v: string) => formatDate(v),
        },
        { key: 'positionName', dataIndex: 'positionName', title: t('dashboard.nhPosition') },
        {
          key: 'shop',
          dataIndex: 'shopName',
          title: t('dashboard.nhShop'),
          render: (_, r) => (r.shopCode ? `${r.shopCode} ${r.shopName ?? ''}`.trim() : (r.shopName ?? '—')),
        },
      ]}
    />
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useSessionStore((s) => s.name);
  const roles = useSessionStore((s) => s.roleList);
  const unread = useSessionStore((s) => s.unreadMessageCount);
  const menus = usePermissionStore((s) => s.menus);
  const routes = usePermissionStore((s) => s.routes);
  const access = useMemo(() => createAccess(menus), [menus]);
  const [newHireOpen, setNewHireOpen] = useState(false);

  // The task calls answer only holders of a task permission: others see no task widgets.
  const taskAccess = access.can(TASK_PERMISSIONS);
  const counts = useQuery({ queryKey: wfKeys.counts, queryFn: getTaskCounts, enabled: taskAccess });
  const flows = useQuery({ queryKey: wfKeys.startable, queryFn: getCanStartedWFList, enabled: taskAccess });
  const shortcuts = useMemo(
    () => buildMenu(routes).flatMap((node) => (node.children ? node.children : [node])),
    [routes],
  )
    .filter((node) => node.key !== '/dashboard' && !node.external)
    .slice(0, 12);
  const messages = useQuery({
    queryKey: ['message', 'preview'],
    queryFn: () => getMessageList({ pageIndex: 1, pageSize: 5, unreadOnly: true }),
  });
  const newHires = useQuery({
    queryKey: ['user', 'weeklyNewHires'],
    queryFn: getWeeklyNewHireList,
    enabled: access.hasNewHireRole,
  });

  const expiringAccess = access.can(EXPIRING_PERMISSIONS);
  const healthAccess = access.can(HEALTH_COUNT_PERMISSIONS);
  const trainAccess = access.can(TRAIN_COUNT_PERMISSIONS);
  const expiring = useQuery({
    queryKey: wfKeys.expiringCounts,
    queryFn: getExpiringCounts,
    enabled: expiringAccess || healthAccess || trainAccess,
  });
  const canOpenTrain = Boolean(matchRoute(routes, TRAIN_PARTICIPATION_PATH));
  const canOpenHealth = Boolean(matchRoute(routes, HEALTH_LIST_PATH));
  const openHealth = (status: string) => navigate(listLink(HEALTH_LIST_PATH, { status }));
  const expiringTo = expiring.data
    ? expiringLinks(expiring.data, (path) => Boolean(matchRoute(routes, path)))
    : { contracts: undefined, probations: undefined };

  const canOpenTasks = Boolean(matchRoute(routes, '/task/index'));
  const openTasks = (tab: string) => navigate(`/task/index?tab=${tab}`);
  const now = dayjs();

  return (
    <div className="hris-dashboard">
      <Card className="hris-welcome" variant="borderless">
        <div className="hris-welcome__main">
          <Typography.Title level={3} className="hris-welcome__title">
            {t(greetingKey(now.hour()), { name })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('dashboard.today', { date: now.format(t('dashboard.dateFormat')) })}
          </Typography.Text>
          {roles.length > 0 && (
            <div className="hris-welcome__roles">
              {roles.map((role) => (
                <Tag key={role.roleID} color="blue" variant="filled">
                  {role.roleName}
                </Tag>
              ))}
            </div>
          )}
        </div>
        <div className="hris-welcome__actions">
          <Badge count={unread} overflowCount={99}>
            <Button icon={<BellOutlined />} onClick={() => navigate('/message')}>
              {t('route.message')}
            </Button>
          </Badge>
          {access.hasNewHireRole && (
            <Button
              type="primary"
              icon={<UserAddOutlined />}
              onClick={() => setNewHireOpen(true)}
              data-testid="new-hire-button"
            >
              {t('dashboard.newHireButton')}
            </Button>
          )}
        </div>
      </Card>

      {taskAccess && (
        <Row gutter={[{ xs: 8, sm: 16 }, 16]} className="hris-dashboard__stats">
          <Col xs={8}>
            <StatCard
              label={t('dashboard.toDo')}
              value={counts.data?.toDo}
              icon={<ClockCircleOutlined />}
              tone="todo"
              loading={counts.isPending}
              onOpen={canOpenTasks ? () => openTasks('toDo') : undefined}
              testId="count-todo"
            />
          </Col>
          <Col xs={8}>
            <StatCard
              label={t('dashboard.running')}
              value={counts.data?.running}
              icon={<SyncOutlined />}
              tone="running"
              loading={counts.isPending}
              onOpen={canOpenTasks ? () => openTasks('running') : undefined}
              testId="count-running"
            />
          </Col>
          <Col xs={8}>
            <StatCard
              label={t('dashboard.completed')}
              value={counts.data?.completed}
              icon={<CheckCircleOutlined />}
              tone="done"
              loading={counts.isPending}
              onOpen={canOpenTasks ? () => openTasks('completed') : undefined}
              testId="count-completed"
            />
          </Col>
        </Row>
      )}

      {expiringAccess && (
        <Row gutter={[{ xs: 8, sm: 16 }, 16]} className="hris-dashboard__stats" data-testid="expiring-counts">
          <Col xs={12}>
            <StatCard
              label={t('dashboard.contractsEnding', { days: EXPIRING_CONTRACT_DAYS })}
              value={expiring.data?.contractsEnding}
              icon={<FileTextOutlined />}
              tone="contract"
              loading={expiring.isPending}
              onOpen={expiringTo.contracts ? () => navigate(expiringTo.contracts!) : undefined}
              testId="count-contracts-ending"
            />
          </Col>
          <Col xs={12}>
            <StatCard
              label={t('dashboard.probationsEnding', { days: EXPIRING_PROBATION_DAYS })}
              value={expiring.data?.probationsEnding}
              icon={<HourglassOutlined />}
              tone="probation"
              loading={expiring.isPending}
              onOpen={expiringTo.probations ? () => navigate(expiringTo.probations!) : undefined}
              testId="count-probations-ending"
            />
          </Col>
        </Row>
      )}

      {healthAccess && (
        <Row gutter={[{ xs: 8, sm: 16 }, 16]} className="hris-dashboard__stats" data-testid="health-counts">
          {(
            [
              ['expiring', 'healthExpiring', expiring.data?.health?.expiring],
              ['expired', 'healthExpired', expiring.data?.health?.expired],
              ['missing', 'healthMissing', expiring.data?.health?.missing],
            ] as const
          ).map(([status, label, value]) => (
            <Col xs={8} key={status}>
              <StatCard
                label={t(`dashboard.${label}`)}
                value={value}
                icon={<MedicineBoxOutlined />}
                tone={status}
                loading={expiring.isPending}
                onOpen={canOpenHealth ? () => openHealth(status) : undefined}
                testId={`count-health-${status}`}
              />
            </Col>
          ))}
        </Row>
      )}

      {trainAccess && (expiring.data?.train?.overdue ?? 0) > 0 && (
        <Row gutter={[{ xs: 8, sm: 16 }, 16]} className="hris-dashboard__stats" data-testid="train-counts">
          <Col xs={24} sm={8}>
            <StatCard
              label={t('dashboard.trainOverdue')}
              value={expiring.data?.train?.overdue}
              icon={<ReadOutlined />}
              tone="expired"
              loading={expiring.isPending}
              onOpen={canOpenTrain ? () => navigate(`${TRAIN_PARTICIPATION_PATH}?tab=overdue`) : undefined}
              testId="count-train-overdue"
            />
          </Col>
        </Row>
      )}

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15} className="hris-dashboard__left">
          {taskAccess && (
            <Card title={t('dashboard.startTitle')} data-testid="start-card">
              {flows.isPending ? (
                <Skeleton active />
              ) : flows.data && flows.data.length > 0 ? (
                <div className="hris-flows">
                  {flows.data.map((flow) => (
                    <button
                      type="button"
                      key={flow.flowId}
                      className="hris-flow"
                      onClick={() => navigate(startPathFor(flow))}
                      data-testid="start-flow"
                    >
                      <span className={`hris-flow__avatar hris-flow__avatar--${flow.category}`}>
                        {flow.flowName.slice(0, 1)}
                      </span>
                      <span className="hris-flow__text">
                        <span className="hris-flow__name">{flow.flowName}</span>
                        <span className="hris-flow__category">{t(`dashboard.category.${flow.category}`)}</span>
                      </span>
                    </button>
                  ))}
                </div>
              ) : (
                <Empty description={t('dashboard.noFlows')} data-testid="no-flows">
                  <Typography.Text type="secondary">{t('dashboard.noFlowsHint')}</Typography.Text>
                </Empty>
              )}
            </Card>
          )}
          <Card title={t('dashboard.quickTitle')} data-testid="quick-card">
            {!taskAccess && (
              <Typography.Paragraph type="secondary" className="hris-quick__hint">
                {t('dashboard.noTaskAccess')}
              </Typography.Paragraph>
            )}
            <div className="hris-quick">
              {shortcuts.map((node) => (
                <button type="button" key={node.key} className="hris-quick__item" onClick={() => navigate(node.key)}>
                  <span className="hris-quick__icon">{menuIcon(node.icon ?? sectionIcon(node.key))}</span>
                  <span className="hris-quick__title">{t(node.title)}</span>
                </button>
              ))}
            </div>
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card
            title={t('dashboard.unreadTitle')}
            extra={
              <Button type="link" size="small" onClick={() => navigate('/message')}>
                {t('dashboard.viewAll')}
              </Button>
            }
          >
            {messages.isPending ? (
              <Skeleton active />
            ) : (
              <List
                dataSource={messages.data?.list ?? []}
                locale={{
                  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noUnread')} />,
                }}
                renderItem={(item) => (
                  <List.Item className="hris-message-preview" onClick={() => navigate('/message')}>
                    <List.Item.Meta
                      avatar={<Badge status="processing" />}
                      title={item.title}
                      description={
                        <>
                          <span className="hris-message-preview__content">{item.content}</span>
                          <span className="hris-message-preview__time">{formatDateTime(item.createdTime)}</span>
                        </>
                      }
                    />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>

      {access.hasNewHireRole && (
        <Card
          className="hris-dashboard__new-hires"
          title={
            <span>
              {t('dashboard.newHireTitle')}
              <Badge count={newHires.data?.length ?? 0} showZero color="#52c41a" className="hris-title-badge" />
            </span>
          }
          extra={
            <Button type="link" size="small" onClick={() => setNewHireOpen(true)}>
              {t('dashboard.viewAll')}
            </Button>
          }
          data-testid="new-hire-card"
        >
          {newHires.isPending ? <Skeleton active /> : <NewHireTable rows={newHires.data ?? []} pageSize={5} />}
        </Card>
      )}

      <Modal
        open={newHireOpen}
        title={t('dashboard.newHireTitle')}
        footer={null}
        width={820}
        onCancel={() => setNewHireOpen(false)}
      >
        <Typography.Paragraph type="secondary">{t('dashboard.newHireHint')}</Typography.Paragraph>
        <NewHireTable rows={newHires.data ?? []} pageSize={10} />
      </Modal>
    </div>
  );
}
