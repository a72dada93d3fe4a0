// Apart from the schemas: the web imports these without zod (see user-paths.ts).

/** 节日礼品 (flow 22): the holidays head-office HR opens, their answers and the summary. */
export const HolidayPaths = {
  createHoliday: '/api/Holiday/CreateHoliday',
  getHolidayList: '/api/Holiday/GetHolidayList',
  getHolidaySubmissions: '/api/Holiday/GetHolidaySubmissions',
  getHolidayStartInfo: '/api/Holiday/GetHolidayStartInfo',
  closeHoliday: '/api/Holiday/CloseHoliday',
  exportHolidaySummary: '/api/Holiday/ExportHolidaySummary',
} as const;
