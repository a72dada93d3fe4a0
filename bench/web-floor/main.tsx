// The stack floor of /task/index: the libraries and antd components the to-do list's first screen
// draws with, and nothing of HRIS, built as one chunk (bench/README, "the first load, again"):
//   cd apps/web && npx vite build --config ../../bench/web-floor/vite.config.ts
// Served by the HRIS server in place of the web app, it draws the same to-do list from the same API
// (the token from the cookie the bench sets), so the bench's web part times its first row too:
//   npm run bench -- --only web --web-dist /tmp/floor-web-dist
import 'virtual:antd-styles.css';
import { BellOutlined, FileTextOutlined, HomeOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  ConfigProvider,
  Drawer,
  Dropdown,
  Input,
  Layout,
  Menu,
  Space,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import zhCN from 'antd/locale/zh_CN';
import axios from 'axios';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createHashRouter, RouterProvider } from 'react-router';
import { create } from 'zustand';
// The constants file alone, not the contract's index (its schemas would weigh on the floor).
import { TOKEN_COOKIE } from '../../packages/contract/src/constants';

void i18next
  .use(initReactI18next)
  .init({ lng: 'zh-CN', resources: { 'zh-CN': { translation: { todo: '我的任务' } } } });
const useSession = create<{ name: string }>(() => ({ name: '张三' }));
const client = new QueryClient();
const token = decodeURIComponent(document.cookie.match(new RegExp(`(?:^|; )${TOKEN_COOKIE}=([^;]*)`))?.[1] ?? '');

function TaskList() {
  const { t } = useTranslation();
  const name = useSession((s) => s.name);
  const { data } = useQuery({
    queryKey: ['t'],
    queryFn: () =>
      axios
        .post('/api/Task/GetToDoTaskList', { pageIndex: 1, pageSize: 20 }, { headers: { AccessToken: token } })
        .then((r) => r.data.data),
  });
  return (
    <Layout>
      <Layout.Sider>
        <Menu
          items={[
            { key: 'h', icon: <HomeOutlined />, label: '首页' },
            {
              key: 's',
              icon: <SettingOutlined />,
              label: '系统',
              children: [{ key: 'a', icon: <FileTextOutlined />, label: t('todo') }],
            },
          ]}
          mode="inline"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header>
          <Breadcrumb items={[{ title: '首页' }]} />
          <Dropdown menu={{ items: [{ key: 'x', label: '退出' }] }}>
            <Space>
              <Badge count={3}>
                <BellOutlined />
              </Badge>
              <Avatar icon={<UserOutlined />} />
              {name}
            </Space>
          </Dropdown>
          <Drawer open={false} />
        </Layout.Header>
        <Tabs items={[{ key: '1', label: t('todo') }]} type="editable-card" />
        <Layout.Content>
          <Card>
            <Input.Search placeholder="搜索" />
            <Table
              rowKey="workId"
              rowSelection={{}}
              dataSource={data?.list ?? []}
              pagination={{ showSizeChanger: true, showQuickJumper: true }}
              columns={[
                {
                  title: '流程',
                  dataIndex: 'flowName',
                  sorter: true,
                  filters: [{ text: 'a', value: 'a' }],
                  filterSearch: true,
                },
                { title: '员工', dataIndex: 'name' },
                { title: '门店', dataIndex: 'shopName' },
                { title: '状态', dataIndex: 'statusText', render: (v) => <Tag>{v}</Tag> },
                { title: '到达时间', dataIndex: 'arrivedTime', sorter: true },
                {
                  title: '操作',
                  render: () => (
                    <Tooltip title="处理">
                      <Button type="link">处理</Button>
                    </Tooltip>
                  ),
                },
                { title: '说明', render: () => <Typography.Text ellipsis>说明</Typography.Text> },
              ]}
            />
          </Card>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

const router = createHashRouter([{ path: '*', element: <TaskList /> }]);
createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#409EFF' } }}>
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </ConfigProvider>,
);
