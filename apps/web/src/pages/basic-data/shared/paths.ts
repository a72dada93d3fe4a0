/** Addresses of the basic-data pages (spec §2, spelling kept), for links between them. */
export const staffDetailPath = (id: number) => `/basicData/staffDetail?id=${id}`;
export const staffEditPath = (id: number) => `/basicData/staffEdit?id=${id}`;
export const officeDetailPath = (userId: number) => `/basicData/officeDetail?id=${userId}`;
export const shopDetailPath = (id: number) => `/basicData/shopDetail?id=${id}`;
export const shopEditPath = (id: number) => `/basicData/shopEdit?id=${id}`;
export const contractDetailPath = (id: number) => `/basicData/employeeContractDetail?id=${id}`;
export const performanceDetailPath = (id: number) => `/basicData/employeePerformanceDetail?id=${id}`;
export const threePeriodsDetailPath = (id: number) => `/basicData/UesrThreePeriodsDetail?id=${id}`;
export const threePeriodsEditPath = (id: number) => `/basicData/UesrThreePeriodsEdit?id=${id}`;
export const positionEditPath = (id: number) => `/basicData/positionEdit?id=${id}`;
export const violationDetailPath = (id: number) => `/basicData/violationDetail?id=${id}`;
