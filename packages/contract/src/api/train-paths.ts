// Apart from the schemas: the web imports these without zod (see user-paths.ts).

/** 培训 (spec §2 /train): projects, sessions with their enrolments, attendance (all POST). */
export const TrainPaths = {
  getProjectPageList: '/api/Train/GetProjectPageList',
  exportProjectPageList: '/api/Train/ExportProjectPageList',
  getProjectDetail: '/api/Train/GetProjectDetail',
  saveProject: '/api/Train/SaveProject',
  getProjectOptions: '/api/Train/GetProjectOptions',
  getSessionPageList: '/api/Train/GetSessionPageList',
  exportSessionPageList: '/api/Train/ExportSessionPageList',
  getSessionDetail: '/api/Train/GetSessionDetail',
  saveSession: '/api/Train/SaveSession',
  getEnrolCandidates: '/api/Train/GetEnrolCandidates',
  enrolEmployees: '/api/Train/EnrolEmployees',
  removeEnrolment: '/api/Train/RemoveEnrolment',
  getParticipationPageList: '/api/Train/GetParticipationPageList',
  exportParticipationPageList: '/api/Train/ExportParticipationPageList',
  saveParticipation: '/api/Train/SaveParticipation',
  downloadParticipationTemplate: '/api/Train/DownloadParticipationTemplate',
  importParticipation: '/api/Train/ImportParticipation',
  getEmployeeRecords: '/api/Train/GetEmployeeRecords',
  getOverduePageList: '/api/Train/GetOverduePageList',
  exportOverduePageList: '/api/Train/ExportOverduePageList',
} as const;

/** The pages (spec §2 /train): messages and the home page link to them filtered. */
export const TRAIN_PROJECT_PATH = '/train/project';
export const TRAIN_INFO_PATH = '/train/info';
export const TRAIN_PARTICIPATION_PATH = '/train/participation';

/** 培训类别: a fixed list (the project form's select and the list filter). */
export const TRAIN_CATEGORIES = ['新员工入职培训', '食品安全', '服务礼仪', '管理培训'] as const;
export type TTrainCategory = (typeof TRAIN_CATEGORIES)[number];
export const TRAIN_CATEGORY_TEXT: Record<TTrainCategory, { zh: string; en: string }> = {
  新员工入职培训: { zh: '新员工入职培训', en: 'Onboarding' },
  食品安全: { zh: '食品安全', en: 'Food safety' },
  服务礼仪: { zh: '服务礼仪', en: 'Service etiquette' },
  管理培训: { zh: '管理培训', en: 'Management' },
};

/** 项目状态: 1 启用, 0 停用 (a disabled project takes no new session and counts on no dashboard). */
export const TRAIN_PROJECT_STATUSES = [1, 0] as const;
export const TRAIN_PROJECT_STATUS_TEXT: Record<number, { zh: string; en: string }> = {
  1: { zh: '启用', en: 'Enabled' },
  0: { zh: '停用', en: 'Disabled' },
};

/** 培训方式: in a place, or online (the place then names the platform or link). */
export const TRAIN_MODES = ['offline', 'online'] as const;
export type TTrainMode = (typeof TRAIN_MODES)[number];
export const TRAIN_MODE_TEXT: Record<TTrainMode, { zh: string; en: string }> = {
  offline: { zh: '线下', en: 'In person' },
  online: { zh: '线上', en: 'Online' },
};

/** 出勤: not yet entered (null), 出勤 or 缺勤. */
export const TRAIN_ATTENDANCES = ['attended', 'absent'] as const;
export type TTrainAttendance = (typeof TRAIN_ATTENDANCES)[number];
export const TRAIN_ATTENDANCE_TEXT: Record<TTrainAttendance, { zh: string; en: string }> = {
  attended: { zh: '出勤', en: 'Attended' },
  absent: { zh: '缺勤', en: 'Absent' },
};

export const TRAIN_SCORE_MAX = 100;
export const TRAIN_CAPACITY_MAX = 500;
/** Most employees one enrolment call takes. */
export const TRAIN_ENROL_MAX = 200;
/** The participation import's columns, in order (the template's header row). */
export const TRAIN_IMPORT_HEADERS = ['工号', '姓名', '出勤', '成绩', '是否通过'] as const;
export const TRAIN_IMPORT_MAX_ROWS = 2000;
