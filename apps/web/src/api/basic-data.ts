import {
  EmployeeContractPaths,
  EmployeePerformancePaths,
  type Envelope,
  OfficePaths,
  OrgPaths,
  PositionPaths,
  SalaryPaths,
  ShopPaths,
  StaffPaths,
  type TAddOfficeStaffRequest,
  type TAddOfficeStaffResponse,
  type TContractDetail,
  type TContractRow,
  type TCreateContractRequest,
  type TCreatePerformanceRequest,
  type TCreatePositionRequest,
  type TCreateShopRequest,
  type TCreateThreePeriodsRequest,
  type TCreateViolationRequest,
  ThreePeriodsPaths,
  type TOfficeUserDetail,
  type TOfficeUserRow,
  type TPerformanceDetail,
  type TPerformanceRow,
  type TPositionRow,
  type TSalaryImportError,
  type TSalaryImportResult,
  type TShopDetail,
  type TShopRow,
  type TStaffDetail,
  type TStaffRow,
  type TThreePeriodsDetail,
  type TThreePeriodsRow,
  type TUpdatePerformanceRequest,
  type TUpdatePositionRequest,
  type TUpdateShopRequest,
  type TUpdateStaffRequest,
  type TUpdateThreePeriodsRequest,
  type TUpdateUserRequest,
  type TViolationDetail,
  type TViolationRow,
  ViolationPaths,
  type ZOrgUnitRowSchema,
  type ZPositionOptionSchema,
  type ZRoleOptionSchema,
  type ZSalaryRowSchema,
  type ZShopCityRowSchema,
} from '@hris/contract';
import type { z } from 'zod';
import type { DataTablePage, DataTableRequest } from '../components/DataTable';
import { http } from './http';
import type { EmployeeSearchResult } from './user';

export type SalaryRow = z.infer<typeof ZSalaryRowSchema>;
export type OrgUnit = z.infer<typeof ZOrgUnitRowSchema>;
export type PositionOption = z.infer<typeof ZPositionOptionSchema>;
export type RoleOption = z.infer<typeof ZRoleOptionSchema>;
export type ShopOption = z.infer<typeof ZShopCityRowSchema>;

const list =
  <Row>(path: string) =>
  (params: DataTableRequest) =>
    http.post<DataTablePage<Row>>(path, params);

// ─── staff ───
export const getStaffList = list<TStaffRow>(StaffPaths.getStaffList);
export const getStaffDetail = (id: number) => http.post<TStaffDetail>(StaffPaths.getStaffDetail, { id });
export const updateStaff = (body: TUpdateStaffRequest) =>
  http.post<{ changedFields: string[] }>(StaffPaths.updateStaff, body, { silent: true });

export const addOfficeStaff = (body: TAddOfficeStaffRequest) =>
  http.post<TAddOfficeStaffResponse>(StaffPaths.addOfficeStaff, body, { silent: true });

// ─── shops ───
export const getShopList = list<TShopRow>(ShopPaths.getShopList);
export const getShopDetail = (id: number) => http.post<TShopDetail>(ShopPaths.getShopDetail, { id });
export const createShop = (body: TCreateShopRequest) =>
  http.post<{ id: number }>(ShopPaths.createShop, body, { silent: true });
export const updateShop = (body: TUpdateShopRequest) =>
  http.post<{ id: number }>(ShopPaths.updateShop, body, { silent: true });

// ─── salary ───
export const getSalaryList = list<SalaryRow>(SalaryPaths.getSalaryAdjustmentList);

export type SalaryImportOutcome =
  | { ok: true; result: TSalaryImportResult; msg: string }
  | { ok: false; msg: string; batchId: number | null; errors: TSalaryImportError[] };

/**
 * Posts the sheet and reads the whole envelope: a refused import answers 40001 with the per-row
 * errors in `data`, which the shared client's error path does not carry.
 */
export async function importSalarySheet(file: File): Promise<SalaryImportOutcome> {
  return postImportSheet(SalaryPaths.importSalaryAdjustment, file);
}

/** Posts an import sheet (multipart field `file`) and reads its whole envelope, refusal included. */
export async function postImportSheet(path: string, file: File): Promise<SalaryImportOutcome> {
  const form = new FormData();
  form.append('file', file);
  // Wrapped so the client's interceptor passes the envelope through instead of unwrapping it.
  const wrapped = await http.post<{ envelope: Envelope<unknown> }>(path, form, {
    silent: true,
    headers: { 'Content-Type': 'multipart/form-data' },
    transformResponse: [(raw: unknown) => ({ envelope: typeof raw === 'string' ? JSON.parse(raw) : raw })],
  });
  return toImportOutcome(wrapped.envelope);
}

/** Turns the envelope of an import into a success or a refusal with its row errors. */
export function toImportOutcome(envelope: Envelope<unknown>): SalaryImportOutcome {
  if (envelope.code === 0) {
    return { ok: true, result: envelope.data as TSalaryImportResult, msg: envelope.msg ?? '' };
  }
  const data = (envelope.data ?? null) as { batchId?: number; errors?: TSalaryImportError[] } | null;
  return {
    ok: false,
    msg: envelope.msg ?? '',
    batchId: typeof data?.batchId === 'number' ? data.batchId : null,
    errors: Array.isArray(data?.errors) ? data.errors : [],
  };
}

// ─── contracts ───
export const getContractList = list<TContractRow>(EmployeeContractPaths.getContractList);
export const getContractDetail = (id: number) =>
  http.post<TContractDetail>(EmployeeContractPaths.getContractDetail, { id });
export const createContract = (body: TCreateContractRequest) =>
  http.post<{ id: number; sequence: number; isThreePeriods: boolean }>(EmployeeContractPaths.createContract, body, {
    silent: true,
  });

// ─── office users ───
export const getUserList = list<TOfficeUserRow>(OfficePaths.getUserList);
export const getUserDetail = (userId: number) => http.post<TOfficeUserDetail>(OfficePaths.getUserDetail, { userId });
export const setUserEnabled = (userId: number, isEnabled: boolean) =>
  http.post<unknown>(OfficePaths.setUserEnabled, { userId, isEnabled });
export const resetUserPassword = (userId: number) =>
  http.post<{ userId: number; account: string; oneTimePassword: string }>(OfficePaths.resetUserPassword, { userId });
export const updateUser = (body: TUpdateUserRequest) =>
  http.post<unknown>(OfficePaths.updateUser, body, { silent: true });
export const getRoleOptions = () => http.post<RoleOption[]>(OfficePaths.getRoleOptions, {});

// ─── positions ───
export const getPositionList = list<TPositionRow>(PositionPaths.getPositionList);
export const getPositionDetail = (id: number) => http.post<TPositionRow>(PositionPaths.getPositionDetail, { id });
export const createPosition = (body: TCreatePositionRequest) =>
  http.post<{ id: number }>(PositionPaths.createPosition, body, { silent: true });
export const updatePosition = (body: TUpdatePositionRequest) =>
  http.post<{ id: number }>(PositionPaths.updatePosition, body, { silent: true });

// ─── violations ───
export const getViolationList = list<TViolationRow>(ViolationPaths.getViolationList);
export const getViolationDetail = (id: number) =>
  http.post<TViolationDetail>(ViolationPaths.getViolationDetail, { id });
export const createViolation = (body: TCreateViolationRequest) =>
  http.post<{ id: number }>(ViolationPaths.createViolation, body, { silent: true });

// ─── performance ───
export const getPerformanceList = list<TPerformanceRow>(EmployeePerformancePaths.getPerformanceList);
export const getPerformanceDetail = (id: number) =>
  http.post<TPerformanceDetail>(EmployeePerformancePaths.getPerformanceDetail, { id });
export const createPerformance = (body: TCreatePerformanceRequest) =>
  http.post<{ id: number }>(EmployeePerformancePaths.createPerformance, body, { silent: true });
export const updatePerformance = (body: TUpdatePerformanceRequest) =>
  http.post<{ id: number }>(EmployeePerformancePaths.updatePerformance, body, { silent: true });

// ─── three periods ───
export const getThreePeriodsList = list<TThreePeriodsRow>(ThreePeriodsPaths.getThreePeriodsList);
export const getThreePeriodsDetail = (id: number) =>
  http.post<TThreePeriodsDetail>(ThreePeriodsPaths.getThreePeriodsDetail, { id });
export const createThreePeriods = (body: TCreateThreePeriodsRequest) =>
  http.post<{ id: number; flaggedContractIds: number[] }>(ThreePeriodsPaths.createThreePeriods, body, { silent: true });
export const updateThreePeriods = (body: TUpdateThreePeriodsRequest) =>
  http.post<{ id: number; flaggedContractIds: number[] }>(ThreePeriodsPaths.updateThreePeriods, body, { silent: true });

// ─── pickers ───
/**
 * 三期 apply to women only: the employee picker of a period looks among female staff in scope,
 * by number and by name (the staff list filters are one or the other, so both are asked).
 */
export async function searchFemaleEmployees(keyword: string): Promise<EmployeeSearchResult[]> {
  const filter = (search: string) => ({ search, searchTwo: null, isSearch: true });
  const page = (field: 'employeeId' | 'name') =>
    getStaffList({ pageIndex: 1, pageSize: 20, filters: { gender: filter('F'), [field]: filter(keyword) } });
  const [byNumber, byName] = await Promise.all([page('employeeId'), page('name')]);
  const found = new Map<string, EmployeeSearchResult>();
  for (const row of [...byNumber.list, ...byName.list]) {
    found.set(row.employeeId, { name: row.name, employeeId: row.employeeId, shopCode: row.shopCode });
  }
  return [...found.values()];
}

export const getOrgUnits = () => http.post<OrgUnit[]>(OrgPaths.getPortdeptempStationList, {});
export const getPositionOptions = () => http.post<PositionOption[]>(OrgPaths.getPositionOptions, {});
export const getShopOptions = () => http.post<ShopOption[]>(OrgPaths.getShopCityInfo, { includeClosed: true });
