import {
  type TEnrolCandidate,
  TrainPaths,
  type TSaveTrainProjectRequest,
  type TSaveTrainSessionRequest,
  type TTrainOverdueRow,
  type TTrainParticipationRow,
  type TTrainProjectRow,
  type TTrainSessionRow,
} from '@hris/contract';
import type { DataTablePage, DataTableRequest } from '../components/DataTable';
import { postImportSheet } from './basic-data';
import { downloadPost } from './export';
import { http } from './http';

/** Query keys of 培训: any write refreshes the section. */
export const trainKeys = {
  all: ['train'] as const,
  projects: ['train', 'projects'] as const,
  projectOptions: ['train', 'projectOptions'] as const,
  project: (id: number) => ['train', 'project', id] as const,
  sessions: ['train', 'sessions'] as const,
  session: (id: number) => ['train', 'session', id] as const,
  candidates: (sessionId: number, filter: object) => ['train', 'candidates', sessionId, filter] as const,
  participation: ['train', 'participation'] as const,
  overdue: ['train', 'overdue'] as const,
  employee: (employeeId: string) => ['train', 'employee', employeeId] as const,
};

export type TrainSessionDetail = { session: TTrainSessionRow; enrolments: TTrainParticipationRow[] };
export type TrainProjectOption = { id: number; name: string; category: string; status: number };

export const getTrainProjects = (params: DataTableRequest) =>
  http.post<DataTablePage<TTrainProjectRow>>(TrainPaths.getProjectPageList, params);
export const getTrainProject = (id: number) => http.post<TTrainProjectRow>(TrainPaths.getProjectDetail, { id });
export const getTrainProjectOptions = () => http.post<TrainProjectOption[]>(TrainPaths.getProjectOptions, {});
export const saveTrainProject = (body: TSaveTrainProjectRequest) =>
  http.post<{ id: number }>(TrainPaths.saveProject, body, { silent: true });

export const getTrainSessions = (params: DataTableRequest) =>
  http.post<DataTablePage<TTrainSessionRow>>(TrainPaths.getSessionPageList, params);
export const getTrainSession = (id: number) => http.post<TrainSessionDetail>(TrainPaths.getSessionDetail, { id });
export const saveTrainSession = (body: TSaveTrainSessionRequest) =>
  http.post<{ id: number }>(TrainPaths.saveSession, body, { silent: true });
export const getEnrolCandidates = (body: {
  sessionId: number;
  shopId?: number;
  positionId?: number;
  keyword?: string;
}) => http.post<TEnrolCandidate[]>(TrainPaths.getEnrolCandidates, body);
export const enrolEmployees = (sessionId: number, employeeIds: string[]) =>
  http.post<{ enrolled: number; enrolledCount: number }>(TrainPaths.enrolEmployees, { sessionId, employeeIds });
export const removeEnrolment = (id: number) => http.post<null>(TrainPaths.removeEnrolment, { id });

export const getTrainParticipation = (params: DataTableRequest) =>
  http.post<DataTablePage<TTrainParticipationRow>>(TrainPaths.getParticipationPageList, params);
export const saveParticipation = (
  entries: { id: number; attendance: 'attended' | 'absent'; score: number | null; passed: boolean }[],
) => http.post<{ count: number }>(TrainPaths.saveParticipation, { entries });
export const downloadParticipationTemplate = (sessionId: number) =>
  downloadPost(TrainPaths.downloadParticipationTemplate, { sessionId }, '培训出勤导入模板.xlsx');
export const importParticipation = (sessionId: number, file: File) =>
  postImportSheet(`${TrainPaths.importParticipation}?sessionId=${sessionId}`, file);

export const getTrainOverdue = (params: DataTableRequest) =>
  http.post<DataTablePage<TTrainOverdueRow>>(TrainPaths.getOverduePageList, params);
export const getEmployeeTraining = (employeeId: string) =>
  http.post<TTrainParticipationRow[]>(TrainPaths.getEmployeeRecords, { employeeId });
