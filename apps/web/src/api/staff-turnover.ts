import { FilePaths, StaffTurnoverPaths, type TFinishedResignationPage, type TResignationInfo } from '@hris/contract';
import { downloadPost } from './export';
import { http } from './http';

/**
 * What Basic data says about a leaver before the resignation (flow 15) starts. Silent: the start
 * form shows a refusal (not found, not active) under the employee it is about.
 */
export const getResignationInfo = (employeeId: string) =>
  http.post<TResignationInfo>(StaffTurnoverPaths.getResignationInfo, { employeeId }, { silent: true });

/** Finished resignations in scope a resignation information change (flow 28) may correct. */
export const getFinishedResignations = (body: { search?: string; pageIndex: number; pageSize: number }) =>
  http.post<TFinishedResignationPage>(StaffTurnoverPaths.getFinishedResignations, body);

/** 离职申请表 of a resignation work (any state). */
export const downloadResignFile = (workId: number) =>
  downloadPost(FilePaths.getResignFile, { workId }, '离职申请表.docx');

/** 离职证明 of a resigned employee. */
export const downloadDimissionProof = (employeeId: string) =>
  downloadPost(FilePaths.getDimissionProof, { employeeId }, '离职证明.docx');
