import type { PermissionKey } from '@hris/contract';
import { HOME_PATH } from '../config';
import { prefetchTaskIndex } from '../pages/task/prefetch';
import { PROCESSES } from '../processes/contract-processes';
import { PROCESS_METAS } from '../processes/registry';
import { lazyPage } from './lazy';
import type { AppRoute, RouteMeta } from './types';

/*
 * The one route table of the application (spec §2). It feeds the guard (permission filtering),
 * the sidebar, the breadcrumb, the tags view and the document title.
 *
 * - Paths are absolute. A section has `children` and a `redirect` to its default child.
 * - `meta.permission` lists menu codes of which one must be held; hidden pages repeat their
 *   list page's codes so a typed URL of a detail page is refused like its list.
 * - Pages delivered by later issues render the feature page, which names the page and describes
 *   what it will hold (`meta.feature`), never a blank screen.
 */

const DashboardPage = lazyPage(() => import('../pages/dashboard'));
const MessagePage = lazyPage(() => import('../pages/message'));
const RedirectPage = lazyPage(() => import('../pages/redirect'));
export const ForbiddenPage = lazyPage(() => import('../pages/error/Forbidden'));
const FeaturePage = lazyPage(() => import('../pages/feature'));
const ComponentGallery = lazyPage(() => import('../pages/tools/components'));
const ProcessStartPage = lazyPage(() => import('../pages/process/start'));

type PageOptions = Omit<RouteMeta, 'title' | 'permission' | 'feature'>;

/** A page of a module delivered later: feature description key `feature.<name>`. */
function feature(
  path: string,
  name: string,
  permission: readonly PermissionKey[],
  options: PageOptions = {},
): AppRoute {
  return {
    path,
    page: FeaturePage,
    meta: { title: `route.${name}`, feature: `feature.${name}`, permission, ...options },
  };
}

/** Hidden page (detail, edit, import) that highlights its list page in the menu. */
/** The route with a title read from its address. */
function withTitleOf(route: AppRoute, titleOf: NonNullable<RouteMeta['titleOf']>): AppRoute {
  return { ...route, meta: { ...(route.meta as RouteMeta), titleOf } };
}

/** /process/do names its process and what the user does: 员工离职 · 发起, 员工离职 · 办理, 员工离职 · 查看. */
export const processDoTitle: RouteMeta['titleOf'] = (search, t, language) => {
  const info = PROCESSES.find((p) => p.flowId === Number(search.get('flowId')));
  if (!info) return undefined;
  const doing = !search.get('workId') ? 'start' : search.get('nodeId') ? 'handle' : 'view';
  return `${language.startsWith('en') ? info.nameEn : info.name} · ${t(`route.processDoing.${doing}`)}`;
};

function hiddenFeature(path: string, name: string, permission: readonly PermissionKey[], list: string): AppRoute {
  return feature(path, name, permission, { hidden: true, activeMenu: list });
}

/** A process's own start address (spec §2: /deduction/post), titled and described in its texts. */
function processStartRoutes(): AppRoute[] {
  return PROCESS_METAS.flatMap(({ startPath, ns }) =>
    startPath
      ? [
          {
            path: startPath,
            page: ProcessStartPage,
            meta: { title: `${ns}:start.title`, feature: `${ns}:start.feature`, hidden: true, module: 'route.process' },
          },
        ]
      : [],
  );
}

const REPORT_KEYS: readonly PermissionKey[] = [
  'Entryweekly',
  'Transferweekly',
  'Quitweekly',
  'ToEntryweekly',
  'Movement',
  'AccessData',
];

/** Routes of every signed-in user (spec §2 "always available"). */
export const CONSTANT_ROUTES: AppRoute[] = [
  { path: '/', redirect: HOME_PATH, meta: { title: 'route.dashboard', hidden: true, noCache: true } },
  {
    path: HOME_PATH,
    page: DashboardPage,
    meta: { title: 'route.dashboard', icon: 'dashboard', affix: true },
  },
  { path: '/dashboard/index', redirect: HOME_PATH, meta: { title: 'route.dashboard', hidden: true, noCache: true } },
  { path: '/redirect/*', page: RedirectPage, meta: { title: 'route.redirect', hidden: true, noCache: true } },
  { path: '/403', page: ForbiddenPage, meta: { title: 'route.forbidden', hidden: true, noCache: true } },
  { path: '/message', page: MessagePage, meta: { title: 'route.message', hidden: true, icon: 'message' } },
  {
    path: '/tools/export-employee',
    page: lazyPage(() => import('../pages/basic-data/tools/ExportEmployee')),
    meta: { title: 'route.exportEmployee', feature: 'feature.exportEmployee', hidden: true, module: 'route.basicData' },
  },
  {
    path: '/tools/components',
    page: ComponentGallery,
    meta: { title: 'route.componentGallery', hidden: true },
  },
  ...processStartRoutes(),
  {
    path: '/process/start',
    page: ProcessStartPage,
    meta: {
      title: 'route.processStart',
      feature: 'feature.processStart',
      hidden: true,
      activeMenu: HOME_PATH,
      module: 'route.process',
    },
  },
];

/** Routes filtered by the user's menu codes (spec §2 menu table, §6 keys). */
export const ASYNC_ROUTES: AppRoute[] = [
  {
    path: '/task',
    redirect: '/task/index',
    meta: { title: 'route.task', icon: 'task', permission: ['Task'] },
    children: [
      {
        ...feature('/task/index', 'taskIndex', ['TaskIndex']),
        page: lazyPage(() => import('../pages/task')),
        prefetch: prefetchTaskIndex,
      },
      { ...feature('/task/all', 'taskAll', ['TaskALL']), page: lazyPage(() => import('../pages/task/all')) },
      {
        ...feature('/task/taskChange', 'taskChange', ['TaskChange']),
        page: lazyPage(() => import('../pages/task/change')),
      },
      {
        ...hiddenFeature('/task/myTask', 'myTask', ['TaskALL', 'TaskIndex'], '/task/index'),
        page: lazyPage(() => import('../pages/task/my')),
      },
    ],
  },
  {
    path: '/basicData',
    redirect: '/basicData/staffList',
    meta: { title: 'route.basicData', icon: 'basicData', permission: ['BasicData'] },
    children: [
      {
        ...feature('/basicData/staffList', 'staffList', ['StaffList']),
        page: lazyPage(() => import('../pages/basic-data/staff/StaffList')),
      },
      {
        ...hiddenFeature('/basicData/staffDetail', 'staffDetail', ['StaffList'], '/basicData/staffList'),
        page: lazyPage(() => import('../pages/basic-data/staff/StaffDetail')),
      },
      {
        ...hiddenFeature('/basicData/staffEdit', 'staffEdit', ['StaffList'], '/basicData/staffList'),
        page: lazyPage(() => import('../pages/basic-data/staff/StaffEdit')),
      },
      {
        ...hiddenFeature('/basicData/addOffice', 'addOffice', ['StaffList'], '/basicData/staffList'),
        page: lazyPage(() => import('../pages/basic-data/staff/AddOffice')),
      },
      {
        ...feature('/basicData/Office', 'office', ['Office']),
        page: lazyPage(() => import('../pages/basic-data/office/OfficeList')),
      },
      {
        ...hiddenFeature('/basicData/officeDetail', 'officeDetail', ['Office'], '/basicData/Office'),
        page: lazyPage(() => import('../pages/basic-data/office/OfficeDetail')),
      },
      {
        ...feature('/basicData/ShopInfo', 'shopInfo', ['ShopInfo']),
        page: lazyPage(() => import('../pages/basic-data/shop/ShopList')),
      },
      {
        ...hiddenFeature('/basicData/shopDetail', 'shopDetail', ['ShopInfo'], '/basicData/ShopInfo'),
        page: lazyPage(() => import('../pages/basic-data/shop/ShopDetail')),
      },
      {
        ...hiddenFeature('/basicData/shopEdit', 'shopEdit', ['ShopInfo'], '/basicData/ShopInfo'),
        page: lazyPage(() => import('../pages/basic-data/shop/ShopEdit')),
      },
      {
        ...hiddenFeature('/basicData/shopAdd', 'shopAdd', ['ShopInfo'], '/basicData/ShopInfo'),
        page: lazyPage(() => import('../pages/basic-data/shop/ShopAdd')),
      },
      {
        ...feature('/basicData/employeeContractList', 'employeeContractList', ['EmployeeContract']),
        page: lazyPage(() => import('../pages/basic-data/contract/ContractList')),
      },
      {
        ...hiddenFeature(
          '/basicData/employeeContractDetail',
          'employeeContractDetail',
          ['EmployeeContract'],
          '/basicData/employeeContractList',
        ),
        page: lazyPage(() => import('../pages/basic-data/contract/ContractDetail')),
      },
      {
        ...hiddenFeature(
          '/basicData/employeeContractAdd',
          'employeeContractAdd',
          ['EmployeeContract'],
          '/basicData/employeeContractList',
        ),
        page: lazyPage(() => import('../pages/basic-data/contract/ContractAdd')),
      },
      {
        ...feature('/basicData/EmployeePerformance', 'employeePerformance', ['EmployeePerformance']),
        page: lazyPage(() => import('../pages/basic-data/performance/PerformanceList')),
      },
      {
        ...hiddenFeature(
          '/basicData/employeePerformanceDetail',
          'employeePerformanceDetail',
          ['EmployeePerformance'],
          '/basicData/EmployeePerformance',
        ),
        page: lazyPage(() => import('../pages/basic-data/performance/PerformanceDetail')),
      },
      {
        ...hiddenFeature(
          '/basicData/employeePerformanceAdd',
          'employeePerformanceAdd',
          ['EmployeePerformance'],
          '/basicData/EmployeePerformance',
        ),
        page: lazyPage(() => import('../pages/basic-data/performance/PerformanceAdd')),
      },
      {
        ...hiddenFeature(
          '/basicData/employeePerformanceEdit',
          'employeePerformanceEdit',
          ['EmployeePerformance'],
          '/basicData/EmployeePerformance',
        ),
        page: lazyPage(() => import('../pages/basic-data/performance/PerformanceEdit')),
      },
      {
        ...feature('/basicData/UesrThreePeriodsList', 'threePeriodsList', ['UesrThreePeriodsList']),
        page: lazyPage(() => import('../pages/basic-data/three-periods/ThreePeriodsList')),
      },
      {
        ...hiddenFeature(
          '/basicData/UesrThreePeriodsDetail',
          'threePeriodsDetail',
          ['UesrThreePeriodsList'],
          '/basicData/UesrThreePeriodsList',
        ),
        page: lazyPage(() => import('../pages/basic-data/three-periods/ThreePeriodsDetail')),
      },
      {
        ...hiddenFeature(
          '/basicData/UesrThreePeriodsEdit',
          'threePeriodsEdit',
          ['UesrThreePeriodsList'],
          '/basicData/UesrThreePeriodsList',
        ),
        page: lazyPage(() => import('../pages/basic-data/three-periods/ThreePeriodsEdit')),
      },
      {
        ...feature('/basicData/SalaryList', 'salaryList', ['SalaryList']),
        page: lazyPage(() => import('../pages/basic-data/salary/SalaryList')),
      },
      {
        ...hiddenFeature('/basicData/salaryListUpload', 'salaryListUpload', ['SalaryList'], '/basicData/SalaryList'),
        page: lazyPage(() => import('../pages/basic-data/salary/SalaryUpload')),
      },
      {
        ...feature('/basicData/positionList', 'positionList', ['PositionList']),
        page: lazyPage(() => import('../pages/basic-data/position/PositionList')),
      },
      {
        ...hiddenFeature('/basicData/positionEdit', 'positionEdit', ['PositionList'], '/basicData/positionList'),
        page: lazyPage(() => import('../pages/basic-data/position/PositionEdit')),
      },
      {
        ...feature('/basicData/violationList', 'violationList', ['ViolationList']),
        page: lazyPage(() => import('../pages/basic-data/violation/ViolationList')),
      },
      {
        ...hiddenFeature(
          '/basicData/violationDetail',
          'violationDetail',
          ['ViolationList'],
          '/basicData/violationList',
        ),
        page: lazyPage(() => import('../pages/basic-data/violation/ViolationDetail')),
      },
    ],
  },
  {
    path: '/infotatistics',
    redirect: '/infotatistics/deduction-list',
    meta: { title: 'route.infotatistics', icon: 'infoTatistics', permission: ['Infotatistics'] },
    children: [
      {
        ...feature('/infotatistics/deduction-list', 'deductionList', ['Deduction']),
        page: lazyPage(() => import('../pages/infotatistics/DeductionList')),
      },
      {
        // The spec gives the benefit lists no key of their own: the section's.
        ...feature('/infotatistics/welfare-list', 'welfareList', ['Infotatistics']),
        page: lazyPage(() => import('../pages/infotatistics/WelfareList')),
      },
      {
        ...feature('/infotatistics/insurance-list', 'insuranceList', ['Infotatistics']),
        page: lazyPage(() => import('../pages/infotatistics/InsuranceList')),
      },
      {
        ...feature('/infotatistics/contract-renewal-list', 'contractRenewalList', ['ContractRenewal']),
        page: lazyPage(() => import('../pages/infotatistics/ContractRenewalList')),
      },
      {
        ...feature('/infotatistics/evaluation-list', 'evaluationList', ['Evaluation']),
        page: lazyPage(() => import('../pages/infotatistics/EvaluationList')),
      },
      {
        ...feature('/infotatistics/staff-turnove-list', 'staffTurnoveList', ['StaffTurnove']),
        page: lazyPage(() => import('../pages/infotatistics/StaffTurnoverList')),
      },
      {
        ...feature('/infotatistics/staff-turnove-modify-list', 'staffTurnoveModifyList', ['StaffTurnove']),
        page: lazyPage(() => import('../pages/infotatistics/StaffTurnoverModifyList')),
      },
      {
        ...feature('/infotatistics/change-of-personnel-list', 'changeOfPersonnelList', ['ChangeOfPersonnel']),
        page: lazyPage(() => import('../pages/infotatistics/ChangeOfPersonnelList')),
      },
      {
        ...feature('/infotatistics/staff-entry-list', 'staffEntryList', ['StaffEntry']),
        page: lazyPage(() => import('../pages/infotatistics/StaffEntryList')),
      },
      {
        // The spec names no key for it: the section's own (docs/processes.md, 证明信).
        ...feature('/infotatistics/proof-list', 'proofList', ['Infotatistics']),
        page: lazyPage(() => import('../pages/infotatistics/ProofList')),
      },
      {
        // The spec has no key of its own for 节日礼品: the section's key (ARCHITECTURE §10).
        ...feature('/infotatistics/holiday-list', 'holidayList', ['Infotatistics']),
        page: lazyPage(() => import('../pages/infotatistics/HolidayList')),
      },
    ],
  },
  {
    path: '/process',
    redirect: '/process/do',
    meta: { title: 'route.process', icon: 'process', hidden: true },
    children: [
      {
        ...withTitleOf(
          hiddenFeature('/process/do', 'processDo', ['Task', 'TaskIndex', 'TaskALL'], '/task/index'),
          processDoTitle,
        ),
        page: lazyPage(() => import('../pages/process/do')),
      },
      {
        // 审批单打印: printed without the shell, so opened beside the app (a window of its own).
        ...feature('/process/print', 'processPrint', ['Task', 'TaskIndex', 'TaskALL'], {
          hidden: true,
          noCache: true,
          bare: true,
        }),
        page: lazyPage(() => import('../pages/process/print')),
      },
    ],
  },
  {
    path: '/system',
    redirect: '/system/orgTree',
    meta: { title: 'route.system', icon: 'system', permission: ['System'] },
    children: [
      {
        ...feature('/system/orgTree', 'orgTree', ['OrgTree']),
        page: lazyPage(() => import('../pages/system/OrgTree')),
      },
      {
        ...feature('/system/rolePermissions', 'rolePermissions', ['RolePermissions']),
        page: lazyPage(() => import('../pages/system/RoleList')),
      },
      {
        ...hiddenFeature(
          '/system/rolePermissionsDetail',
          'rolePermissionsDetail',
          ['RolePermissions'],
          '/system/rolePermissions',
        ),
        page: lazyPage(() => import('../pages/system/RoleDetail')),
      },
      {
        ...feature('/system/systemLog', 'systemLog', ['SystemLog']),
        page: lazyPage(() => import('../pages/system/SystemLogList')),
      },
      {
        ...hiddenFeature('/system/systemLogVeiw', 'systemLogView', ['SystemLog'], '/system/systemLog'),
        page: lazyPage(() => import('../pages/system/SystemLogView')),
      },
      {
        // 个人信息访问记录 (issue 38): reveals, exports in clear and documents with sensitive data.
        ...feature('/system/privacyLog', 'privacyLog', ['PrivacyLog']),
        page: lazyPage(() => import('../pages/system/PrivacyLogList')),
      },
    ],
  },
  {
    path: '/reportStatistics',
    redirect: '/reportStatistics/entryweekly',
    // Visible when any of the six report permissions is held (spec §2).
    meta: { title: 'route.reportStatistics', icon: 'report', permission: REPORT_KEYS },
    children: [
      {
        ...feature('/reportStatistics/entryweekly', 'entryweekly', ['Entryweekly']),
        page: lazyPage(() => import('../pages/report-statistics/EntryweeklyReport')),
      },
      {
        ...feature('/reportStatistics/transfeweekly', 'transfeweekly', ['Transferweekly']),
        page: lazyPage(() => import('../pages/report-statistics/TransferweeklyReport')),
      },
      {
        ...feature('/reportStatistics/quitweekly', 'quitweekly', ['Quitweekly']),
        page: lazyPage(() => import('../pages/report-statistics/QuitweeklyReport')),
      },
      {
        ...feature('/reportStatistics/toEntryweekly', 'toEntryweekly', ['ToEntryweekly']),
        page: lazyPage(() => import('../pages/report-statistics/ToEntryweeklyReport')),
      },
      {
        ...feature('/reportStatistics/movement', 'movement', ['Movement']),
        page: lazyPage(() => import('../pages/report-statistics/MovementReport')),
      },
      {
        ...feature('/reportStatistics/accessData', 'accessData', ['AccessData']),
        page: lazyPage(() => import('../pages/report-statistics/AccessDataReport')),
      },
      // The spec names no "Store" key; the store report goes with the section's report keys.
      {
        ...feature('/reportStatistics/store', 'storeReport', REPORT_KEYS),
        page: lazyPage(() => import('../pages/report-statistics/StoreReport')),
      },
    ],
  },
  {
    path: '/train',
    redirect: '/train/project',
    meta: { title: 'route.train', icon: 'train', permission: ['Train'] },
    children: [
      {
        ...feature('/train/project', 'trainProject', ['TrainPoject']),
        page: lazyPage(() => import('../pages/train/ProjectList')),
      },
      {
        ...feature('/train/info', 'trainInfo', ['TrainInfo']),
        page: lazyPage(() => import('../pages/train/SessionList')),
      },
      {
        ...feature('/train/participation', 'trainParticipation', ['TrainParticipation']),
        page: lazyPage(() => import('../pages/train/ParticipationList')),
      },
      {
        ...hiddenFeature('/train/projectEdit', 'trainProjectEdit', ['TrainPoject'], '/train/project'),
        page: lazyPage(() => import('../pages/train/ProjectEdit')),
      },
      {
        ...hiddenFeature('/train/infoEdit', 'trainInfoEdit', ['TrainInfo'], '/train/info'),
        page: lazyPage(() => import('../pages/train/SessionEdit')),
      },
    ],
  },
  {
    path: '/childcare',
    redirect: '/childcare/area',
    meta: { title: 'route.childcare', icon: 'childcare', permission: ['Childcare'] },
    children: [
      {
        ...feature('/childcare/record', 'childcareRecord', ['ChildcareOfUsed']),
        page: lazyPage(() => import('../pages/childcare/UsedList')),
      },
      {
        ...feature('/childcare/area', 'childcareArea', ['ChildcareOfArea']),
        page: lazyPage(() => import('../pages/childcare/AreaList')),
      },
      {
        ...feature('/childcare/employee', 'childcareEmployee', ['ChildcareOfEmployee']),
        page: lazyPage(() => import('../pages/childcare/EmployeeList')),
      },
      {
        ...hiddenFeature('/childcare/areaEdit', 'childcareAreaEdit', ['ChildcareOfArea'], '/childcare/area'),
        page: lazyPage(() => import('../pages/childcare/AreaEdit')),
      },
      {
        ...hiddenFeature(
          '/childcare/employeeEdit',
          'childcareEmployeeEdit',
          ['ChildcareOfEmployee'],
          '/childcare/employee',
        ),
        page: lazyPage(() => import('../pages/childcare/EmployeeEdit')),
      },
    ],
  },
  {
    path: '/interface',
    redirect: '/interface/index',
    meta: { title: 'route.interface', icon: 'interface', permission: ['Interface'] },
    children: [
      {
        ...feature('/interface/index', 'interface', ['Interface'], { icon: 'interface' }),
        page: lazyPage(() => import('../pages/interface/InterfaceCenter')),
      },
    ],
  },
  {
    path: '/transferList',
    redirect: '/transferList/index',
    meta: { title: 'route.transferList', icon: 'transfer', permission: ['transferList'] },
    children: [
      {
        ...feature('/transferList/index', 'transferIndex', ['transferList']),
        page: lazyPage(() => import('../pages/transfer-sign/TransferSignList')),
      },
      {
        ...feature('/transferList/report', 'transferReport', ['transferList']),
        page: lazyPage(() => import('../pages/transfer-sign/TransferSignReport')),
      },
    ],
  },
  {
    path: '/health',
    redirect: '/health/list',
    // The spec names HealthInvoice as the section's menu permission; HealthOfList is accepted too so
    // a holder of the list permission alone is not locked out of the list page.
    meta: { title: 'route.health', icon: 'health', permission: ['HealthInvoice', 'HealthOfList'] },
    children: [
      {
        ...feature('/health/list', 'healthList', ['HealthOfList']),
        page: lazyPage(() => import('../pages/health/HealthList')),
      },
      {
        ...hiddenFeature('/health/edit', 'healthEdit', ['HealthOfList'], '/health/list'),
        page: lazyPage(() => import('../pages/health/HealthEdit')),
      },
      {
        ...hiddenFeature('/health/view', 'healthView', ['HealthOfList'], '/health/list'),
        page: lazyPage(() => import('../pages/health/HealthView')),
      },
      {
        ...feature('/health/invoice', 'healthInvoice', ['HealthInvoice']),
        page: lazyPage(() => import('../pages/health-invoice')),
      },
    ],
  },
];

/** Every route, permitted or not: tells a forbidden URL (403) from an unknown one (404). */
export const ALL_ROUTES: AppRoute[] = [...CONSTANT_ROUTES, ...ASYNC_ROUTES];
