import { ApprovalPaths, type TPrintForms } from '@hris/contract';
import { http } from '../../../api/http';

export type PrintForms = TPrintForms;
export type PrintForm = PrintForms['forms'][number];

/** The approval forms of the given works as they print: each work, its history and its copies. */
export const getPrintForms = (workIds: readonly number[]) =>
  http.post<PrintForms>(ApprovalPaths.getPrintForms, { workIds });
