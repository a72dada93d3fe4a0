// Apart from the schemas: the web imports these paths without zod (see user-paths.ts).

export const OrgPaths = {
  getPortdeptempStationList: '/api/Orgs/GetPortdeptempStationList',
  getShopCityInfo: '/api/Shop/GetShopCityInfo',
  getPositionOptions: '/api/Orgs/GetPositionOptions',
} as const;
