/**
 * Static demo data for the seed: the organisation, stores, positions, name pools, roles and
 * demo accounts. Pure data, no logic beyond types; `demo.ts` turns it into rows.
 */
import type { PERMISSION_GROUPS, PermissionKey } from '@hris/contract';

export type RegionKey = 'east' | 'south' | 'north' | 'west';
export type StoreRank = `S${1 | 2 | 3 | 4 | 5}`;

export interface CompanyDef {
  code: string;
  name: string;
  /** Area code (first 6 digits of an identity number) of the head-office city. */
  areaCode: string;
}

export interface DepartmentDef {
  code: string;
  name: string;
  /** Office positions and how many people hold them (current staff, before leavers). */
  staffing: readonly { position: string; count: number }[];
}

export interface RegionDef {
  key: RegionKey;
  code: string;
  name: string;
  /** Area code of the city the regional office sits in. */
  areaCode: string;
}

export interface StoreDef {
  code: string;
  name: string;
  province: string;
  city: string;
  address: string;
  region: RegionKey;
  budgetHeadcount: number;
  openedDate: string;
  /** Set for a closed store: its staff left or moved on before this date. */
  closedDate?: string;
}

export interface PositionDef {
  code: string;
  name: string;
  employeeType: 'store' | 'office';
  defaultRank: string;
  isActive?: boolean;
}

export type PermissionGroupName = keyof typeof PERMISSION_GROUPS;

export interface RoleDef {
  roleId: string;
  name: string;
  scopeKind: 'all' | 'org' | 'store' | 'self';
  description: string;
  /** Either every key (optionally minus some groups) or the union of groups and single keys. */
  grant:
    | { all: true; exceptGroups?: readonly PermissionGroupName[] }
    | {
        groups?: readonly PermissionGroupName[];
        keys?: readonly PermissionKey[];
        /** Keys of those groups the role does not get (a read-only auditor sees no personal data in clear). */
        exceptKeys?: readonly PermissionKey[];
      };
  isEdit: 0 | 1;
  /** A role kept but switched off (角色权限 shows it as 停用; it grants nothing). */
  disabled?: boolean;
}

/** Where a demo account sits in the organisation. */
export type AccountOrg =
  | { kind: 'company' }
  | { kind: 'department'; code: string }
  | { kind: 'region'; key: RegionKey }
  | { kind: 'store'; code: string };

export interface DemoAccountDef {
  account: string;
  password: string;
  displayName: string;
  email: string;
  org: AccountOrg;
  roleIds: readonly string[];
  /** The employee behind the account; takes one slot of this position in the account's unit. */
  person?: {
    name: string;
    gender: 'M' | 'F';
    position: string;
    entryDate: string;
    /** The unit the employee belongs to when it differs from the account's org. */
    unit?: AccountOrg;
  };
}

/** The reference "today" of the demo data; every relative date is computed from it. */
export const DEMO_REFERENCE_DATE = '2026-11-01';
export const DEMO_SEED = 20261101;
/** Earliest entry date of any employee. */
export const EARLIEST_ENTRY_DATE = '2015-01-01';

export const COMPANY: CompanyDef = { code: 'HQ', name: '优品零售集团', areaCode: '310104' };

/**
 * The group's employing companies (用工主体): one per region, and Zhejiang's stores under a company
 * of their own, so a move inside 华东 can change employer too (转签).
 */
const ENTITY_BY_REGION: Record<RegionKey, string> = {
  east: '优品零售（上海）有限公司',
  south: '优品零售（广州）有限公司',
  north: '优品零售（北京）有限公司',
  west: '优品零售（成都）有限公司',
};
export function employingEntityOf(store: Pick<StoreDef, 'region' | 'province'>): string {
  return store.province === '浙江省' ? '优品商贸（杭州）有限公司' : ENTITY_BY_REGION[store.region];
}

export const DEPARTMENTS: readonly DepartmentDef[] = [
  {
    code: 'HQ-HR',
    name: '人力资源部',
    staffing: [
      { position: 'HR-DIR', count: 1 },
      { position: 'HR-MGR', count: 2 },
      { position: 'HRBP', count: 4 },
      { position: 'HR-REC', count: 4 },
      { position: 'HR-PAY', count: 3 },
      { position: 'HR-TRN', count: 2 },
    ],
  },
  {
    code: 'HQ-FIN',
    name: '财务部',
    staffing: [
      { position: 'FIN-MGR', count: 1 },
      { position: 'FIN-ACC', count: 8 },
      { position: 'FIN-CSH', count: 3 },
    ],
  },
  {
    code: 'HQ-OPS',
    name: '运营部',
    staffing: [
      { position: 'OPS-MGR', count: 2 },
      { position: 'OPS-SPC', count: 12 },
    ],
  },
  {
    code: 'HQ-IT',
    name: '信息技术部',
    staffing: [
      { position: 'IT-MGR', count: 1 },
      { position: 'IT-ENG', count: 8 },
      { position: 'IT-DEV', count: 10 },
    ],
  },
  {
    code: 'HQ-PUR',
    name: '采购部',
    staffing: [
      { position: 'PUR-MGR', count: 1 },
      { position: 'PUR-SPC', count: 10 },
    ],
  },
  {
    code: 'HQ-MKT',
    name: '市场部',
    staffing: [
      { position: 'MKT-MGR', count: 1 },
      { position: 'MKT-SPC', count: 10 },
    ],
  },
  { code: 'HQ-AUD', name: '内审部', staffing: [{ position: 'AUD-SPC', count: 5 }] },
  { code: 'HQ-LEG', name: '法务部', staffing: [{ position: 'LEG-SPC', count: 4 }] },
  { code: 'HQ-ADM', name: '行政部', staffing: [{ position: 'ADM-SPC', count: 8 }] },
];

export const REGIONS: readonly RegionDef[] = [
  { key: 'east', code: 'REG-EAST', name: '华东', areaCode: '310101' },
  { key: 'south', code: 'REG-SOUTH', name: '华南', areaCode: '440106' },
  { key: 'north', code: 'REG-NORTH', name: '华北', areaCode: '110105' },
  { key: 'west', code: 'REG-WEST', name: '西南', areaCode: '510104' },
];

/** Office staff of each regional office (the region's org unit). */
export const REGION_STAFFING: readonly { position: string; count: number }[] = [
  { position: 'REG-MGR', count: 1 },
  { position: 'HRBP', count: 2 },
];

// biome-ignore format: one store per line reads as a table
export const STORES: readonly StoreDef[] = [
  // 华东
  {
    code: 'SH001',
    name: '上海南京西路店',
    province: '上海市',
    city: '上海',
    address: '上海市静安区南京西路1266号恒隆广场B1层',
    region: 'east',
    budgetHeadcount: 28,
    openedDate: '2014-09-20',
  },
  {
    code: 'SH002',
    name: '上海淮海中路店',
    province: '上海市',
    city: '上海',
    address: '上海市黄浦区淮海中路999号环贸iapm商场3层',
    region: 'east',
    budgetHeadcount: 24,
    openedDate: '2015-04-18',
  },
  {
    code: 'SH003',
    name: '上海陆家嘴店',
    province: '上海市',
    city: '上海',
    address: '上海市浦东新区世纪大道8号国金中心商场L2层',
    region: 'east',
    budgetHeadcount: 26,
    openedDate: '2016-01-09',
  },
  {
    code: 'SH004',
    name: '上海五角场店',
    province: '上海市',
    city: '上海',
    address: '上海市杨浦区邯郸路600号万达广场2层',
    region: 'east',
    budgetHeadcount: 20,
    openedDate: '2017-06-24',
  },
  {
    code: 'SH005',
    name: '上海徐家汇店',
    province: '上海市',
    city: '上海',
    address: '上海市徐汇区虹桥路1号港汇恒隆广场4层',
    region: 'east',
    budgetHeadcount: 22,
    openedDate: '2018-10-01',
  },
  {
    code: 'SH006',
    name: '上海七宝店',
    province: '上海市',
    city: '上海',
    address: '上海市闵行区漕宝路3366号七宝万科广场2层',
    region: 'east',
    budgetHeadcount: 16,
    openedDate: '2019-05-01',
    closedDate: '2025-06-30',
  },
  {
    code: 'HZ001',
    name: '杭州湖滨店',
    province: '浙江省',
    city: '杭州',
    address: '浙江省杭州市上城区延安路258号湖滨银泰in77 C区2层',
    region: 'east',
    budgetHeadcount: 25,
    openedDate: '2015-08-08',
  },
  {
    code: 'HZ002',
    name: '杭州武林店',
    province: '浙江省',
    city: '杭州',
    address: '浙江省杭州市拱墅区武林广场1号杭州大厦B座3层',
    region: 'east',
    budgetHeadcount: 21,
    openedDate: '2017-03-18',
  },
  {
    code: 'HZ003',
    name: '杭州滨江店',
    province: '浙江省',
    city: '杭州',
    address: '浙江省杭州市滨江区江南大道228号星光大道购物中心2层',
    region: 'east',
    budgetHeadcount: 17,
    openedDate: '2020-09-26',
  },
  {
    code: 'NJ001',
    name: '南京新街口店',
    province: '江苏省',
    city: '南京',
    address: '江苏省南京市玄武区中山路18号德基广场二期3层',
    region: 'east',
    budgetHeadcount: 26,
    openedDate: '2015-11-11',
  },
  {
    code: 'NJ002',
    name: '南京河西店',
    province: '江苏省',
    city: '南京',
    address: '江苏省南京市建邺区江东中路98号河西万达广场2层',
    region: 'east',
    budgetHeadcount: 19,
    openedDate: '2018-05-20',
  },
  {
    code: 'NJ003',
    name: '南京仙林店',
    province: '江苏省',
    city: '南京',
    address: '江苏省南京市栖霞区文范路1号仙林金鹰购物中心2层',
    region: 'east',
    budgetHeadcount: 14,
    openedDate: '2022-04-16',
  },
  {
    code: 'SZ001',
    name: '苏州园区店',
    province: '江苏省',
    city: '苏州',
    address: '江苏省苏州市工业园区旺墩路269号圆融时代广场2层',
    region: 'east',
    budgetHeadcount: 23,
    openedDate: '2016-07-02',
  },
  {
    code: 'SZ002',
    name: '苏州观前店',
    province: '江苏省',
    city: '苏州',
    address: '江苏省苏州市姑苏区观前街245号美罗百货3层',
    region: 'east',
    budgetHeadcount: 18,
    openedDate: '2019-01-12',
  },
  {
    code: 'NB001',
    name: '宁波天一店',
    province: '浙江省',
    city: '宁波',
    address: '浙江省宁波市海曙区中山东路188号天一广场2层',
    region: 'east',
    budgetHeadcount: 20,
    openedDate: '2016-12-10',
  },
  {
    code: 'NB002',
    name: '宁波鄞州店',
    province: '浙江省',
    city: '宁波',
    address: '浙江省宁波市鄞州区四明中路999号万达广场2层',
    region: 'east',
    budgetHeadcount: 15,
    openedDate: '2021-06-19',
  },
  // 华南
  {
    code: 'GZ001',
    name: '广州天河城店',
    province: '广东省',
    city: '广州',
    address: '广东省广州市天河区天河路208号天河城购物中心3层',
    region: 'south',
    budgetHeadcount: 28,
    openedDate: '2014-12-06',
  },
  {
    code: 'GZ002',
    name: '广州正佳店',
    province: '广东省',
    city: '广州',
    address: '广东省广州市天河区天河路228号正佳广场2层',
    region: 'south',
    budgetHeadcount: 24,
    openedDate: '2016-04-30',
  },
  {
    code: 'GZ003',
    name: '广州北京路店',
    province: '广东省',
    city: '广州',
    address: '广东省广州市越秀区北京路168号名盛广场2层',
    region: 'south',
    budgetHeadcount: 19,
    openedDate: '2017-09-09',
  },
  {
    code: 'GZ004',
    name: '广州番禺店',
    province: '广东省',
    city: '广州',
    address: '广东省广州市番禺区汉溪大道东290号万达广场2层',
    region: 'south',
    budgetHeadcount: 16,
    openedDate: '2021-01-16',
  },
  {
    code: 'SZN001',
    name: '深圳万象城店',
    province: '广东省',
    city: '深圳',
    address: '广东省深圳市罗湖区宝安南路1881号华润万象城3层',
    region: 'south',
    budgetHeadcount: 27,
    openedDate: '2015-06-27',
  },
  {
    code: 'SZN002',
    name: '深圳海岸城店',
    province: '广东省',
    city: '深圳',
    address: '广东省深圳市南山区文心五路33号海岸城购物中心2层',
    region: 'south',
    budgetHeadcount: 23,
    openedDate: '2016-10-15',
  },
  {
    code: 'SZN003',
    name: '深圳福田COCO Park店',
    province: '广东省',
    city: '深圳',
    address: '广东省深圳市福田区福华三路268号星河COCO Park 2层',
    region: 'south',
    budgetHeadcount: 21,
    openedDate: '2018-08-18',
  },
  {
    code: 'SZN004',
    name: '深圳龙华九方店',
    province: '广东省',
    city: '深圳',
    address: '广东省深圳市龙华区人民路4022号九方购物中心2层',
    region: 'south',
    budgetHeadcount: 15,
    openedDate: '2022-12-03',
  },
  {
    code: 'XM001',
    name: '厦门万象城店',
    province: '福建省',
    city: '厦门',
    address: '福建省厦门市思明区湖滨东路99号万象城2层',
    region: 'south',
    budgetHeadcount: 20,
    openedDate: '2017-05-13',
  },
  {
    code: 'XM002',
    name: '厦门SM店',
    province: '福建省',
    city: '厦门',
    address: '福建省厦门市湖里区嘉禾路468号SM城市广场2层',
    region: 'south',
    budgetHeadcount: 17,
    openedDate: '2019-11-23',
  },
  {
    code: 'FZ001',
    name: '福州东街口店',
    province: '福建省',
    city: '福州',
    address: '福建省福州市鼓楼区八一七北路88号东百中心3层',
    region: 'south',
    budgetHeadcount: 19,
    openedDate: '2018-03-31',
  },
  {
    code: 'FZ002',
    name: '福州仓山万达店',
    province: '福建省',
    city: '福州',
    address: '福建省福州市仓山区浦上大道272号万达广场2层',
    region: 'south',
    budgetHeadcount: 14,
    openedDate: '2023-04-29',
  },
  {
    code: 'NN001',
    name: '南宁万象城店',
    province: '广西壮族自治区',
    city: '南宁',
    address: '广西壮族自治区南宁市青秀区民族大道136号华润万象城2层',
    region: 'south',
    budgetHeadcount: 18,
    openedDate: '2019-07-06',
  },
  // 华北
  {
    code: 'BJ001',
    name: '北京西单店',
    province: '北京市',
    city: '北京',
    address: '北京市西城区西单北大街131号西单大悦城3层',
    region: 'north',
    budgetHeadcount: 28,
    openedDate: '2014-10-25',
  },
  {
    code: 'BJ002',
    name: '北京国贸店',
    province: '北京市',
    city: '北京',
    address: '北京市朝阳区建国门外大街1号国贸商城2层',
    region: 'north',
    budgetHeadcount: 25,
    openedDate: '2015-09-19',
  },
  {
    code: 'BJ003',
    name: '北京中关村店',
    province: '北京市',
    city: '北京',
    address: '北京市海淀区中关村大街19号新中关购物中心2层',
    region: 'north',
    budgetHeadcount: 22,
    openedDate: '2016-11-26',
  },
  {
    code: 'BJ004',
    name: '北京望京店',
    province: '北京市',
    city: '北京',
    address: '北京市朝阳区广顺北大街33号凯德MALL望京2层',
    region: 'north',
    budgetHeadcount: 18,
    openedDate: '2019-04-27',
  },
  {
    code: 'TJ001',
    name: '天津和平路店',
    province: '天津市',
    city: '天津',
    address: '天津市和平区南京路189号津汇广场2层',
    region: 'north',
    budgetHeadcount: 21,
    openedDate: '2016-06-18',
  },
  {
    code: 'TJ002',
    name: '天津大悦城店',
    province: '天津市',
    city: '天津',
    address: '天津市南开区南门外大街2号大悦城2层',
    region: 'north',
    budgetHeadcount: 17,
    openedDate: '2018-12-22',
  },
  {
    code: 'JN001',
    name: '济南泉城路店',
    province: '山东省',
    city: '济南',
    address: '山东省济南市历下区泉城路188号恒隆广场3层',
    region: 'north',
    budgetHeadcount: 19,
    openedDate: '2017-10-14',
  },
  {
    code: 'QD001',
    name: '青岛万象城店',
    province: '山东省',
    city: '青岛',
    address: '山东省青岛市市南区山东路6号华润万象城2层',
    region: 'north',
    budgetHeadcount: 22,
    openedDate: '2016-08-27',
  },
  {
    code: 'QD002',
    name: '青岛台东店',
    province: '山东省',
    city: '青岛',
    address: '山东省青岛市市北区台东三路77号利群商厦2层',
    region: 'north',
    budgetHeadcount: 13,
    openedDate: '2021-09-04',
  },
  {
    code: 'SJZ001',
    name: '石家庄北国店',
    province: '河北省',
    city: '石家庄',
    address: '河北省石家庄市长安区中山东路188号北国商城3层',
    region: 'north',
    budgetHeadcount: 18,
    openedDate: '2018-06-09',
  },
  // 西南
  {
    code: 'CD001',
    name: '成都春熙路店',
    province: '四川省',
    city: '成都',
    address: '四川省成都市锦江区红星路三段1号IFS国际金融中心3层',
    region: 'west',
    budgetHeadcount: 27,
    openedDate: '2015-03-28',
  },
  {
    code: 'CD002',
    name: '成都太古里店',
    province: '四川省',
    city: '成都',
    address: '四川省成都市锦江区中纱帽街8号远洋太古里',
    region: 'west',
    budgetHeadcount: 21,
    openedDate: '2017-07-22',
  },
  {
    code: 'CD003',
    name: '成都环球中心店',
    province: '四川省',
    city: '成都',
    address: '四川省成都市武侯区天府大道北段1700号环球中心2层',
    region: 'west',
    budgetHeadcount: 16,
    openedDate: '2020-05-30',
  },
  {
    code: 'CQ001',
    name: '重庆解放碑店',
    province: '重庆市',
    city: '重庆',
    address: '重庆市渝中区邹容路68号大都会东方广场3层',
    region: 'west',
    budgetHeadcount: 24,
    openedDate: '2016-02-20',
  },
  {
    code: 'CQ002',
    name: '重庆观音桥店',
    province: '重庆市',
    city: '重庆',
    address: '重庆市江北区北城天街8号龙湖北城天街2层',
    region: 'west',
    budgetHeadcount: 20,
    openedDate: '2018-09-15',
  },
  {
    code: 'CQ003',
    name: '重庆杨家坪店',
    province: '重庆市',
    city: '重庆',
    address: '重庆市九龙坡区谢家湾正街55号华润万象城2层',
    region: 'west',
    budgetHeadcount: 15,
    openedDate: '2019-08-24',
    closedDate: '2024-12-31',
  },
  {
    code: 'KM001',
    name: '昆明顺城店',
    province: '云南省',
    city: '昆明',
    address: '云南省昆明市五华区东风西路11号顺城购物中心2层',
    region: 'west',
    budgetHeadcount: 18,
    openedDate: '2019-06-15',
  },
  {
    code: 'GY001',
    name: '贵阳花果园店',
    province: '贵州省',
    city: '贵阳',
    address: '贵州省贵阳市南明区花果园大街1号花果园购物中心2层',
    region: 'west',
    budgetHeadcount: 15,
    openedDate: '2021-10-23',
  },
];

export const POSITIONS: readonly PositionDef[] = [
  // Store staff
  { code: 'ST-MGR', name: '店长', employeeType: 'store', defaultRank: 'S5' },
  { code: 'ST-DMGR', name: '副店长', employeeType: 'store', defaultRank: 'S4' },
  { code: 'ST-SUP', name: '店务主管', employeeType: 'store', defaultRank: 'S3' },
  { code: 'ST-SALES', name: '销售顾问', employeeType: 'store', defaultRank: 'S2' },
  { code: 'ST-CASH', name: '收银员', employeeType: 'store', defaultRank: 'S1' },
  { code: 'ST-WH', name: '仓管员', employeeType: 'store', defaultRank: 'S1' },
  { code: 'ST-GUIDE', name: '导购', employeeType: 'store', defaultRank: 'S1' },
  { code: 'ST-PROMO', name: '促销员', employeeType: 'store', defaultRank: 'S1', isActive: false },
  // Office staff
  { code: 'HR-DIR', name: '人力资源总监', employeeType: 'office', defaultRank: 'M4' },
  { code: 'HR-MGR', name: '人力资源经理', employeeType: 'office', defaultRank: 'M2' },
  { code: 'HRBP', name: 'HRBP', employeeType: 'office', defaultRank: 'P6' },
  { code: 'HR-REC', name: '招聘专员', employeeType: 'office', defaultRank: 'P4' },
  { code: 'HR-PAY', name: '薪酬专员', employeeType: 'office', defaultRank: 'P5' },
  { code: 'HR-TRN', name: '培训专员', employeeType: 'office', defaultRank: 'P4' },
  { code: 'FIN-MGR', name: '财务经理', employeeType: 'office', defaultRank: 'M2' },
  { code: 'FIN-ACC', name: '财务会计', employeeType: 'office', defaultRank: 'P5' },
  { code: 'FIN-CSH', name: '出纳', employeeType: 'office', defaultRank: 'P3' },
  { code: 'OPS-MGR', name: '运营经理', employeeType: 'office', defaultRank: 'M2' },
  { code: 'OPS-SPC', name: '运营专员', employeeType: 'office', defaultRank: 'P4' },
  { code: 'IT-MGR', name: '信息技术经理', employeeType: 'office', defaultRank: 'M3' },
  { code: 'IT-ENG', name: '系统工程师', employeeType: 'office', defaultRank: 'P6' },
  { code: 'IT-DEV', name: '开发工程师', employeeType: 'office', defaultRank: 'P6' },
  { code: 'PUR-MGR', name: '采购经理', employeeType: 'office', defaultRank: 'M2' },
  { code: 'PUR-SPC', name: '采购专员', employeeType: 'office', defaultRank: 'P4' },
  { code: 'MKT-MGR', name: '市场经理', employeeType: 'office', defaultRank: 'M2' },
  { code: 'MKT-SPC', name: '市场专员', employeeType: 'office', defaultRank: 'P4' },
  { code: 'AUD-SPC', name: '审计专员', employeeType: 'office', defaultRank: 'P5' },
  { code: 'LEG-SPC', name: '法务专员', employeeType: 'office', defaultRank: 'P5' },
  { code: 'ADM-SPC', name: '行政专员', employeeType: 'office', defaultRank: 'P3' },
  { code: 'REG-MGR', name: '区域经理', employeeType: 'office', defaultRank: 'M3' },
];

/** Common surnames with relative weights (per mille of the population, roughly). */
// biome-ignore format: a table
export const SURNAMES: readonly (readonly [string, number])[] = [
  ['王', 71],
  ['李', 70],
  ['张', 67],
  ['刘', 54],
  ['陈', 45],
  ['杨', 31],
  ['黄', 26],
  ['赵', 22],
  ['吴', 20],
  ['周', 19],
  ['徐', 16],
  ['孙', 15],
  ['马', 14],
  ['朱', 13],
  ['胡', 13],
  ['郭', 12],
  ['何', 12],
  ['林', 11],
  ['罗', 11],
  ['高', 11],
  ['郑', 10],
  ['梁', 9],
  ['谢', 8],
  ['宋', 7],
  ['唐', 7],
  ['许', 6],
  ['韩', 6],
  ['冯', 6],
  ['邓', 6],
  ['曹', 6],
  ['彭', 5],
  ['曾', 5],
  ['肖', 5],
  ['田', 5],
  ['董', 5],
  ['袁', 4],
  ['潘', 4],
  ['于', 4],
  ['蒋', 4],
  ['蔡', 4],
  ['余', 4],
  ['杜', 4],
  ['叶', 4],
  ['程', 4],
  ['苏', 3],
  ['魏', 3],
  ['吕', 3],
  ['丁', 3],
  ['任', 3],
  ['沈', 3],
  ['姚', 3],
  ['卢', 3],
  ['姜', 3],
  ['崔', 3],
  ['钟', 3],
  ['谭', 3],
  ['陆', 3],
  ['汪', 3],
  ['范', 3],
  ['金', 3],
  ['石', 3],
  ['廖', 3],
  ['贾', 3],
  ['夏', 3],
  ['韦', 2],
  ['付', 2],
  ['方', 2],
  ['白', 2],
  ['邹', 2],
  ['孟', 2],
  ['熊', 2],
  ['秦', 2],
  ['邱', 2],
  ['江', 2],
  ['尹', 2],
  ['薛', 2],
  ['闫', 2],
  ['段', 2],
  ['雷', 2],
  ['侯', 2],
  ['龙', 2],
  ['史', 2],
  ['陶', 2],
  ['黎', 2],
  ['贺', 2],
  ['顾', 2],
  ['毛', 2],
  ['郝', 2],
  ['龚', 2],
  ['邵', 2],
  ['万', 2],
  ['钱', 2],
  ['严', 2],
  ['覃', 2],
  ['武', 2],
  ['戴', 2],
  ['莫', 2],
  ['孔', 2],
  ['向', 1],
  ['汤', 1],
];

/**
 * Given-name characters by gender: `single` for one-character given names, `first` and `second`
 * for the two characters of a two-character given name.
 */
export const GIVEN_NAMES = {
  M: {
    single: '伟强磊军洋勇杰涛超刚辉鹏飞鑫波斌浩凯健帆峰亮东阳昊宁龙翔',
    first: '志建俊家子宇浩文明永国立晓天嘉一泽博鹏海振新宏云世晨',
    second: '伟强磊军洋勇杰涛明超刚平辉鹏华飞鑫波斌宇浩凯健帆旭宁龙林峰成轩然睿毅亮东阳昊辰航',
  },
  F: {
    single: '芳娜敏静丽艳娟霞燕玲丹萍琳婷雪慧颖倩琴洁梅晶莉璐怡琪萱涵彤妍蕾薇瑶雯',
    first: '晓雨思佳欣子梦诗雅嘉美丽秀海春玉婷文慧静若一紫可',
    second: '芳娜敏静丽艳娟霞燕玲丹萍红兰琳婷雪慧颖倩琴洁梅晶莉璐欣怡悦琪萱涵彤妍蕾薇瑶雯',
  },
} as const;

/** Identity-number area codes (first 6 digits) of each store city. */
export const CITY_AREA_CODES: Readonly<Record<string, readonly string[]>> = {
  上海: ['310101', '310104', '310105', '310106', '310110', '310115'],
  杭州: ['330102', '330105', '330106', '330108'],
  南京: ['320102', '320104', '320105', '320106'],
  苏州: ['320505', '320506', '320508'],
  宁波: ['330203', '330205', '330212'],
  广州: ['440103', '440104', '440105', '440106'],
  深圳: ['440303', '440304', '440305', '440306'],
  厦门: ['350203', '350205', '350206'],
  福州: ['350102', '350103', '350104'],
  南宁: ['450102', '450103', '450105'],
  北京: ['110101', '110102', '110105', '110108'],
  天津: ['120101', '120103', '120104'],
  济南: ['370102', '370103', '370105'],
  青岛: ['370202', '370203', '370211'],
  石家庄: ['130102', '130104', '130105'],
  成都: ['510104', '510105', '510106', '510107'],
  重庆: ['500103', '500105', '500106', '500107'],
  昆明: ['530102', '530103', '530111'],
  贵阳: ['520102', '520103', '520111'],
};

/** Area codes of provinces many store staff migrate from (安徽, 河南, 湖南, 湖北, 江西, 四川, 广西, 河北, 山东). */
export const ORIGIN_AREA_CODES: readonly string[] = [
  '340102',
  '340104',
  '341202',
  '410102',
  '410105',
  '411302',
  '430102',
  '430104',
  '430602',
  '420102',
  '420106',
  '421002',
  '360102',
  '360103',
  '360402',
  '511302',
  '510704',
  '450305',
  '130203',
  '370602',
];

/** Mobile number prefixes (three digits; eight random digits follow). */
export const PHONE_PREFIXES: readonly string[] = [
  '130',
  '131',
  '132',
  '133',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '155',
  '156',
  '157',
  '158',
  '159',
  '166',
  '173',
  '176',
  '177',
  '180',
  '181',
  '182',
  '183',
  '185',
  '186',
  '187',
  '188',
  '189',
  '191',
  '198',
  '199',
];

export const RESIGN_REASONS: readonly string[] = [
  '个人原因离职',
  '个人发展，另谋高就',
  '家庭原因返乡',
  '继续深造',
  '薪资待遇原因',
  '通勤距离过远',
  '试用期不合格',
  '合同到期不续签',
];
export const DISHONORABLE_REASONS: readonly string[] = [
  '严重违反公司规章制度，解除劳动合同',
  '收银舞弊，解除劳动合同',
  '连续旷工，解除劳动合同',
];

export const ROLES: readonly RoleDef[] = [
  {
    roleId: 'admin',
    name: '系统管理员',
    scopeKind: 'all',
    description: '系统全部功能与数据',
    grant: { all: true },
    isEdit: 1,
  },
  {
    roleId: '001',
    name: '总部HR',
    scopeKind: 'all',
    description: '总部人力资源，全公司数据',
    grant: { all: true, exceptGroups: ['system'] },
    isEdit: 1,
  },
  {
    roleId: '002',
    name: '总部薪酬',
    scopeKind: 'all',
    description: '总部薪酬专员，审核调岗调薪',
    grant: { groups: ['task'], keys: ['BasicData', 'StaffList'] },
    isEdit: 1,
  },
  {
    roleId: '003',
    name: '总部HR总监',
    scopeKind: 'all',
    description: '总部人力资源总监，审批晋升',
    grant: { groups: ['task'], keys: ['BasicData', 'StaffList'] },
    isEdit: 1,
  },
  {
    roleId: '010',
    name: '区域HR',
    scopeKind: 'org',
    description: '区域人力资源，本区域及下属门店',
    grant: {
      groups: ['task', 'basicData', 'statistics', 'reports', 'health', 'train'],
      keys: ['Childcare', 'ChildcareOfEmployee', 'ChildcareOfUsed'],
    },
    isEdit: 1,
  },
  {
    roleId: '011',
    name: '区域经理',
    scopeKind: 'org',
    description: '区域经理，审批本区域门店的调岗',
    grant: { groups: ['task'], keys: ['BasicData', 'StaffList'] },
    isEdit: 1,
  },
  {
    roleId: '020',
    name: '店铺HR',
    scopeKind: 'store',
    description: '门店人事，本门店员工',
    grant: {
      groups: ['task', 'health', 'train'],
      keys: ['BasicData', 'StaffList', 'Childcare', 'ChildcareOfEmployee', 'ChildcareOfUsed'],
    },
    isEdit: 1,
  },
  {
    roleId: '019',
    name: '新员工周报',
    scopeKind: 'store',
    description: '可发起新员工入职并接收新员工周报',
    grant: { keys: ['StaffList'] },
    isEdit: 1,
  },
  {
    roleId: '090',
    name: '只读审计',
    scopeKind: 'all',
    description: '只读查看基础数据与统计',
    grant: { groups: ['basicData', 'statistics'], exceptKeys: ['SensitiveData'] },
    isEdit: 0,
  },
  {
    roleId: '030',
    name: '培训专员',
    scopeKind: 'org',
    description: '培训项目与出勤（培训模块上线前停用）',
    grant: { groups: ['train'] },
    isEdit: 1,
    disabled: true,
  },
];

const STAFF_PASSWORD = 'Hris@2026';

export const DEMO_ACCOUNTS: readonly DemoAccountDef[] = [
  {
    account: 'admin',
    password: 'Admin@2026',
    displayName: '系统管理员',
    email: 'admin@example.com',
    org: { kind: 'company' },
    roleIds: ['admin'],
  },
  {
    account: 'hq_hr',
    password: STAFF_PASSWORD,
    displayName: '周敏',
    email: 'hq_hr@example.com',
    org: { kind: 'department', code: 'HQ-HR' },
    roleIds: ['001'],
    person: { name: '周敏', gender: 'F', position: 'HR-MGR', entryDate: '2016-03-14' },
  },
  {
    account: 'hq_comp',
    password: STAFF_PASSWORD,
    displayName: '钱晓云',
    email: 'hq_comp@example.com',
    org: { kind: 'department', code: 'HQ-HR' },
    roleIds: ['002'],
    person: { name: '钱晓云', gender: 'F', position: 'HR-PAY', entryDate: '2018-04-16' },
  },
  {
    account: 'hq_hr_dir',
    password: STAFF_PASSWORD,
    displayName: '郑宏',
    email: 'hq_hr_dir@example.com',
    org: { kind: 'department', code: 'HQ-HR' },
    roleIds: ['003'],
    person: { name: '郑宏', gender: 'M', position: 'HR-DIR', entryDate: '2015-09-01' },
  },
  {
    account: 'east_mgr',
    password: STAFF_PASSWORD,
    displayName: '王建国',
    email: 'east_mgr@example.com',
    org: { kind: 'region', key: 'east' },
    roleIds: ['011'],
    person: { name: '王建国', gender: 'M', position: 'REG-MGR', entryDate: '2016-11-07' },
  },
  {
    account: 'south_mgr',
    password: STAFF_PASSWORD,
    displayName: '何志强',
    email: 'south_mgr@example.com',
    org: { kind: 'region', key: 'south' },
    roleIds: ['011'],
    person: { name: '何志强', gender: 'M', position: 'REG-MGR', entryDate: '2017-05-22' },
  },
  {
    account: 'north_mgr',
    password: STAFF_PASSWORD,
    displayName: '孟凡伟',
    email: 'north_mgr@example.com',
    org: { kind: 'region', key: 'north' },
    roleIds: ['011'],
    person: { name: '孟凡伟', gender: 'M', position: 'REG-MGR', entryDate: '2018-08-13' },
  },
  {
    account: 'west_mgr',
    password: STAFF_PASSWORD,
    displayName: '谢雨桐',
    email: 'west_mgr@example.com',
    org: { kind: 'region', key: 'west' },
    roleIds: ['011'],
    person: { name: '谢雨桐', gender: 'F', position: 'REG-MGR', entryDate: '2019-01-07' },
  },
  {
    account: 'east_hr',
    password: STAFF_PASSWORD,
    displayName: '陈静',
    email: 'east_hr@example.com',
    org: { kind: 'region', key: 'east' },
    roleIds: ['010'],
    person: { name: '陈静', gender: 'F', position: 'HRBP', entryDate: '2017-07-03' },
  },
  {
    account: 'south_hr',
    password: STAFF_PASSWORD,
    displayName: '黄丽华',
    email: 'south_hr@example.com',
    org: { kind: 'region', key: 'south' },
    roleIds: ['010'],
    person: { name: '黄丽华', gender: 'F', position: 'HRBP', entryDate: '2018-02-26' },
  },
  {
    account: 'north_hr',
    password: STAFF_PASSWORD,
    displayName: '赵磊',
    email: 'north_hr@example.com',
    org: { kind: 'region', key: 'north' },
    roleIds: ['010'],
    person: { name: '赵磊', gender: 'M', position: 'HRBP', entryDate: '2019-04-08' },
  },
  {
    account: 'west_hr',
    password: STAFF_PASSWORD,
    displayName: '罗晓燕',
    email: 'west_hr@example.com',
    org: { kind: 'region', key: 'west' },
    roleIds: ['010'],
    person: { name: '罗晓燕', gender: 'F', position: 'HRBP', entryDate: '2020-06-15' },
  },
  {
    account: 'sh001_hr',
    password: STAFF_PASSWORD,
    displayName: '李婷',
    email: 'sh001_hr@example.com',
    org: { kind: 'store', code: 'SH001' },
    roleIds: ['020', '019'],
    person: { name: '李婷', gender: 'F', position: 'ST-SUP', entryDate: '2018-05-07' },
  },
  {
    account: 'gz001_hr',
    password: STAFF_PASSWORD,
    displayName: '林雪梅',
    email: 'gz001_hr@example.com',
    org: { kind: 'store', code: 'GZ001' },
    roleIds: ['020'],
    person: { name: '林雪梅', gender: 'F', position: 'ST-SUP', entryDate: '2017-11-20' },
  },
  {
    account: 'hz001_hr',
    password: STAFF_PASSWORD,
    displayName: '沈佳怡',
    email: 'hz001_hr@example.com',
    org: { kind: 'store', code: 'HZ001' },
    roleIds: ['020'],
    person: { name: '沈佳怡', gender: 'F', position: 'ST-SUP', entryDate: '2019-03-11' },
  },
  {
    account: 'szn001_hr',
    password: STAFF_PASSWORD,
    displayName: '吴思远',
    email: 'szn001_hr@example.com',
    org: { kind: 'store', code: 'SZN001' },
    roleIds: ['020'],
    person: { name: '吴思远', gender: 'M', position: 'ST-SUP', entryDate: '2020-08-03' },
  },
  {
    account: 'bj001_hr',
    password: STAFF_PASSWORD,
    displayName: '刘洋',
    email: 'bj001_hr@example.com',
    org: { kind: 'store', code: 'BJ001' },
    roleIds: ['020'],
    person: { name: '刘洋', gender: 'M', position: 'ST-SUP', entryDate: '2018-09-17' },
  },
  {
    account: 'cd001_hr',
    password: STAFF_PASSWORD,
    displayName: '杨帆',
    email: 'cd001_hr@example.com',
    org: { kind: 'store', code: 'CD001' },
    roleIds: ['020'],
    person: { name: '杨帆', gender: 'F', position: 'ST-SUP', entryDate: '2019-10-21' },
  },
  {
    account: 'viewer',
    password: STAFF_PASSWORD,
    displayName: '孙立新',
    email: 'viewer@example.com',
    org: { kind: 'company' },
    roleIds: ['090'],
    person: {
      name: '孙立新',
      gender: 'M',
      position: 'AUD-SPC',
      entryDate: '2016-09-05',
      unit: { kind: 'department', code: 'HQ-AUD' },
    },
  },
];
