import { ApartmentOutlined, BankOutlined, ClusterOutlined, ShopOutlined } from '@ant-design/icons';
import {
  ORG_PARENT_KINDS,
  type OrgUnitKind,
  type TOrgTree,
  type TOrgTreeNode,
  ZCreateOrgUnitRequestSchema,
  ZMoveOrgUnitRequestSchema,
  ZRenameOrgUnitRequestSchema,
} from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  type GetRef,
  Input,
  Modal,
  Result,
  Select,
  Skeleton,
  Space,
  Tag,
  Tree,
  TreeSelect,
  Typography,
} from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  closeStore,
  createOrgUnit,
  getOrgTree,
  moveOrgUnit,
  orgTreeKeys,
  renameOrgUnit,
  searchOrgUnits,
} from '../../api/org-tree';
import { useSaveForm } from '../../components/SaveForm';
import { modal, toastSuccess } from '../../feedback';
import { pagePath } from '../../router/paths';
import { orDash } from '../../utils/text';
import './i18n';
import './system.css';

const KIND_ICON: Record<OrgUnitKind, ReactNode> = {
  company: <BankOutlined />,
  department: <ApartmentOutlined />,
  region: <ClusterOutlined />,
  store: <ShopOutlined />,
};

/** Children in the order the tree shows them: by sort, then code. */
function childrenOf(nodes: readonly TOrgTreeNode[]) {
  const map = new Map<number | null, TOrgTreeNode[]>();
  for (const n of nodes) {
    const key = nodes.some((p) => p.id === n.parentId) ? n.parentId : null;
    map.set(key, [...(map.get(key) ?? []), n]);
  }
  for (const list of map.values()) list.sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
  return map;
}

/** The ids above a unit, from its materialized path ("/1/3/17/" → 1, 3). */
const ancestorIds = (path: string) => path.split('/').filter(Boolean).map(Number).slice(0, -1);

/** The keyword's first occurrence marked in a text. */
function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  const at = keyword ? text.toLowerCase().indexOf(keyword.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className="org-tree-match">{text.slice(at, at + keyword.length)}</mark>
      {text.slice(at + keyword.length)}
    </>
  );
}

/** 组织架构 (spec §2 /system/orgTree): the tree with counts and search; edits for company-wide editors. */
export default function OrgTreePage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: orgTreeKeys.tree, queryFn: getOrgTree });
  return (
    <Card variant="borderless" title={t('system.org.title')} data-testid="org-tree-page">
      <Typography.Paragraph type="secondary">{t('system.org.hint')}</Typography.Paragraph>
      {query.data ? (
        <OrgTreeView tree={query.data} />
      ) : query.isError ? (
        <Result
          status="warning"
          title={t('record.loadFailed')}
          extra={<Button onClick={() => query.refetch()}>{t('system.org.retry')}</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Card>
  );
}

export function OrgTreeView({ tree }: { tree: TOrgTree }) {
  const { t } = useTranslation();
  const byParent = useMemo(() => childrenOf(tree.nodes), [tree.nodes]);
  const byId = useMemo(() => new Map(tree.nodes.map((n) => [n.id, n])), [tree.nodes]);
  const roots = byParent.get(null) ?? [];
  const [expanded, setExpanded] = useState<React.Key[]>(() => roots.map((n) => n.id));
  const [selectedId, setSelectedId] = useState<number | undefined>(roots[0]?.id);
  const [keyword, setKeyword] = useState('');
  const [matches, setMatches] = useState<Set<number> | undefined>();
  const selected = selectedId === undefined ? undefined : byId.get(selectedId);
  const treeRef = useRef<GetRef<typeof Tree>>(null);
  const [scrollTo, setScrollTo] = useState<number>();

  const search = async (value: string) => {
    const text = value.trim();
    setKeyword(text);
    if (!text) {
      setMatches(undefined);
      return;
    }
    const rows = await searchOrgUnits(text);
    setMatches(new Set(rows.map((r) => r.id)));
    setExpanded([...new Set(rows.flatMap((r) => ancestorIds(r.path)))]);
    if (rows[0]) {
      setSelectedId(rows[0].id);
      setScrollTo(rows[0].id);
    }
  };

  // The tree draws only the rows in view: bring the first match there once its branch is drawn.
  useEffect(() => {
    if (scrollTo === undefined) return;
    treeRef.current?.scrollTo({ key: scrollTo, align: 'top', offset: 40 });
    setScrollTo(undefined);
  }, [scrollTo]);

  const toData = (node: TOrgTreeNode): DataNode => {
    const matched = matches?.has(node.id) ?? false;
    return {
      key: node.id,
      title: (
        <span className="org-tree-node" data-testid={`org-node-${node.code}`}>
          <span className={`org-tree-icon org-tree-icon-${node.kind}`}>{KIND_ICON[node.kind]}</span>
          <span className={matched ? 'org-tree-name matched' : 'org-tree-name'}>
            <Highlighted text={node.name} keyword={matched ? keyword : ''} />
          </span>
          <Typography.Text type="secondary" className="org-tree-code">
            <Highlighted text={node.code} keyword={matched ? keyword : ''} />
          </Typography.Text>
          {node.store && !node.store.isOpen && <Tag>{t('system.org.closed')}</Tag>}
          <span
            className={node.headcount ? 'org-tree-count' : 'org-tree-count is-zero'}
            title={t('system.org.headcountTitle', { count: node.headcount })}
          >
            {node.headcount}
          </span>
        </span>
      ),
      children: (byParent.get(node.id) ?? []).map(toData),
    };
  };

  const allParents = tree.nodes.filter((n) => byParent.has(n.id)).map((n) => n.id);

  return (
    <div className="org-tree-layout">
      <div className="org-tree-left">
        <Space wrap className="org-tree-toolbar">
          <Input.Search
            allowClear
            placeholder={t('system.org.searchPlaceholder')}
            onSearch={search}
            style={{ width: 260 }}
            data-testid="org-tree-search"
          />
          <Button onClick={() => setExpanded(allParents)} data-testid="org-expand-all">
            {t('system.org.expandAll')}
          </Button>
          <Button onClick={() => setExpanded([])}>{t('system.org.collapseAll')}</Button>
        </Space>
        {matches && (
          <Typography.Text type="secondary" className="org-tree-found" data-testid="org-tree-found">
            {matches.size ? t('system.org.found', { count: matches.size }) : t('system.org.notFound')}
          </Typography.Text>
        )}
        <Tree
          ref={treeRef}
          blockNode
          className="org-tree"
          treeData={roots.map(toData)}
          expandedKeys={expanded}
          onExpand={setExpanded}
          selectedKeys={selectedId === undefined ? [] : [selectedId]}
          onSelect={(keys) => keys[0] !== undefined && setSelectedId(Number(keys[0]))}
          height={640}
        />
      </div>
      <div className="org-tree-right">
        {selected ? (
          <UnitPanel unit={selected} tree={tree} byId={byId} />
        ) : (
          <Empty description={t('system.org.pick')} />
        )}
      </div>
    </div>
  );
}

function UnitPanel({ unit, tree, byId }: { unit: TOrgTreeNode; tree: TOrgTree; byId: Map<number, TOrgTreeNode> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'add' | 'rename' | 'move'>();
  const parent = unit.parentId == null ? undefined : byId.get(unit.parentId);
  const store = unit.store;
  const items = [
    { key: 'name', label: t('system.org.name'), children: unit.name },
    { key: 'code', label: t('system.org.code'), children: unit.code },
    { key: 'kind', label: t('system.org.kind'), children: t(`system.org.kinds.${unit.kind}`) },
    { key: 'parent', label: t('system.org.parent'), children: orDash(parent?.name) },
    {
      key: 'headcount',
      label: t('system.org.headcount'),
      children: (
        <span data-testid="org-panel-headcount">
          {unit.kind === 'store'
            ? unit.headcount
            : t('system.org.headcountBelow', { count: unit.headcount, own: unit.ownHeadcount })}
        </span>
      ),
    },
    ...(store
      ? [
          {
            key: 'status',
            label: t('system.org.status'),
            children: store.isOpen ? (
              <Tag color="green">{t('system.org.open')}</Tag>
            ) : (
              <Tag>{t('system.org.closed')}</Tag>
            ),
          },
          {
            key: 'address',
            label: t('system.org.address'),
            // The demo's addresses start with their province and city; others get them in front.
            children: store.address.startsWith(store.province)
              ? store.address
              : [store.province, store.city, store.address].filter(Boolean).join(' '),
          },
          { key: 'entity', label: t('system.org.entity'), children: orDash(store.employingEntity) },
          { key: 'budget', label: t('system.org.budget'), children: store.budgetHeadcount },
          { key: 'opened', label: t('system.org.openedDate'), children: orDash(store.openedDate) },
        ]
      : []),
  ];
  const canAdd = unit.kind === 'company' || unit.kind === 'department' || unit.kind === 'region';
  const addChild = () =>
    unit.kind === 'region' ? navigate(pagePath('shopAdd', { regionId: unit.id })) : setDialog('add');

  return (
    <Card
      size="small"
      data-testid="org-panel"
      title={
        <Space>
          {KIND_ICON[unit.kind]}
          <span>{unit.name}</span>
          <Tag>{t(`system.org.kinds.${unit.kind}`)}</Tag>
        </Space>
      }
      extra={
        store && (
          <Button type="link" onClick={() => navigate(pagePath('shopDetail', { id: store.shopId }))}>
            {t('system.org.shopDetail')}
          </Button>
        )
      }
    >
      <Descriptions
        bordered
        size="small"
        column={1}
        items={items}
        styles={{ label: { width: 96, whiteSpace: 'nowrap' } }}
      />
      {tree.canEdit && (
        <Space wrap className="org-panel-actions" data-testid="org-actions">
          {canAdd && (
            <Button type="primary" onClick={addChild} data-testid="org-add">
              {unit.kind === 'region' ? t('system.org.addStore') : t('system.org.add')}
            </Button>
          )}
          <Button onClick={() => setDialog('rename')} data-testid="org-rename">
            {t('system.org.rename')}
          </Button>
          {unit.kind !== 'company' && (
            <Button onClick={() => setDialog('move')} data-testid="org-move">
              {t('system.org.move')}
            </Button>
          )}
          {store?.isOpen && <CloseStoreButton unit={unit} />}
        </Space>
      )}
      {dialog === 'add' && <AddDialog parent={unit} onClose={() => setDialog(undefined)} />}
      {dialog === 'rename' && <RenameDialog unit={unit} onClose={() => setDialog(undefined)} />}
      {dialog === 'move' && <MoveDialog unit={unit} tree={tree} onClose={() => setDialog(undefined)} />}
    </Card>
  );
}

/** A dialog's form saved through the server's own schema (refusals under their fields). */
function UnitDialog<S extends z.ZodObject>({
  title,
  schema,
  save,
  fixed,
  onClose,
  okText,
  children,
  testId,
}: {
  title: string;
  schema: S;
  save: (body: z.output<S>) => Promise<unknown>;
  fixed: Record<string, unknown>;
  onClose: () => void;
  okText?: string;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { submit, saving, onValuesChange } = useSaveForm({
    form,
    schema,
    save,
    invalidates: orgTreeKeys.all,
    onSaved: () => {
      toastSuccess(t('common.saved'));
      onClose();
    },
  });
  return (
    <Modal
      open
      title={title}
      okText={okText ?? t('common.save')}
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
      data-testid={testId}
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={onValuesChange}
        onFinish={(values) => submit({ ...values, ...fixed })}
      >
        {children}
      </Form>
    </Modal>
  );
}

function AddDialog({ parent, onClose }: { parent: TOrgTreeNode; onClose: () => void }) {
  const { t } = useTranslation();
  const kinds = (['department', 'region'] as const).filter((k) => ORG_PARENT_KINDS[k].includes(parent.kind));
  return (
    <UnitDialog
      title={t('system.org.addUnder', { name: parent.name })}
      schema={ZCreateOrgUnitRequestSchema}
      save={createOrgUnit}
      fixed={{ parentId: parent.id }}
      onClose={onClose}
      testId="org-add-dialog"
    >
      <Form.Item name="kind" label={t('system.org.kind')} initialValue={kinds[0]} rules={[{ required: true }]}>
        <Select
          options={kinds.map((k) => ({ value: k, label: t(`system.org.kinds.${k}`) }))}
          data-testid="org-add-kind"
        />
      </Form.Item>
      <Form.Item name="code" label={t('system.org.code')} rules={[{ required: true }]}>
        <Input maxLength={32} autoComplete="off" data-testid="org-add-code" />
      </Form.Item>
      <Form.Item name="name" label={t('system.org.name')} rules={[{ required: true }]}>
        <Input maxLength={64} autoComplete="off" data-testid="org-add-name" />
      </Form.Item>
    </UnitDialog>
  );
}

function RenameDialog({ unit, onClose }: { unit: TOrgTreeNode; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <UnitDialog
      title={t('system.org.renameTitle', { name: unit.name })}
      schema={ZRenameOrgUnitRequestSchema}
      save={renameOrgUnit}
      fixed={{ id: unit.id }}
      onClose={onClose}
      testId="org-rename-dialog"
    >
      <Form.Item name="name" label={t('system.org.newName')} initialValue={unit.name} rules={[{ required: true }]}>
        <Input maxLength={64} autoComplete="off" data-testid="org-rename-name" />
      </Form.Item>
    </UnitDialog>
  );
}

/** The units `unit` may move under: the kinds it may hang under, outside its own subtree, not its parent. */
export function validParents(unit: TOrgTreeNode, nodes: readonly TOrgTreeNode[]) {
  return nodes.filter(
    (n) =>
      ORG_PARENT_KINDS[unit.kind].includes(n.kind) &&
      !n.path.startsWith(unit.path) &&
      n.id !== unit.parentId &&
      n.inScope,
  );
}

function MoveDialog({ unit, tree, onClose }: { unit: TOrgTreeNode; tree: TOrgTree; onClose: () => void }) {
  const { t } = useTranslation();
  const allowed = new Set(validParents(unit, tree.nodes).map((n) => n.id));
  // The whole tree down to the possible parents, the others greyed out.
  const byParent = childrenOf(tree.nodes.filter((n) => n.kind !== 'store'));
  interface ParentOption {
    value: number;
    title: string;
    disabled: boolean;
    children: ParentOption[];
  }
  const toData = (n: TOrgTreeNode): ParentOption => ({
    value: n.id,
    title: `${n.name}（${n.code}）`,
    disabled: !allowed.has(n.id),
    children: (byParent.get(n.id) ?? []).map(toData),
  });
  return (
    <UnitDialog
      title={t('system.org.moveTitle', { name: unit.name })}
      schema={ZMoveOrgUnitRequestSchema}
      save={moveOrgUnit}
      fixed={{ id: unit.id }}
      onClose={onClose}
      okText={t('system.org.moveOk')}
      testId="org-move-dialog"
    >
      <Typography.Paragraph type="secondary">{t('system.org.moveHint')}</Typography.Paragraph>
      <Form.Item name="parentId" label={t('system.org.newParent')} rules={[{ required: true }]}>
        <TreeSelect
          treeData={(byParent.get(null) ?? []).map(toData)}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          placeholder={t('system.org.newParentPlaceholder')}
          data-testid="org-move-parent"
        />
      </Form.Item>
    </UnitDialog>
  );
}

function CloseStoreButton({ unit }: { unit: TOrgTreeNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => closeStore({ id: unit.id }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orgTreeKeys.all });
      toastSuccess(t('system.org.closedDone', { name: unit.name }));
    },
  });
  const confirm = () =>
    modal().confirm({
      title: t('system.org.closeTitle', { name: unit.name }),
      content: t('system.org.closeHint'),
      okText: t('system.org.close'),
      okButtonProps: { danger: true },
      // A refusal is shown by the request's own message; the dialog closes either way.
      onOk: () => mutation.mutateAsync().catch(() => undefined),
    });
  return (
    <Button danger onClick={confirm} loading={mutation.isPending} data-testid="org-close">
      {t('system.org.close')}
    </Button>
  );
}
