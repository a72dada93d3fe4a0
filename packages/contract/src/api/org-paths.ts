// Apart from the schemas: the web imports these paths without zod (see user-paths.ts).

export const OrgPaths = {
  getPortdeptempStationList: '/api/Orgs/GetPortdeptempStationList',
  getShopCityInfo: '/api/Shop/GetShopCityInfo',
  getPositionOptions: '/api/Orgs/GetPositionOptions',
  /** 组织架构 (/system/orgTree, permission OrgTree): the tree with counts, search and edits. */
  getOrgTree: '/api/Orgs/GetOrgTree',
  searchOrgUnits: '/api/Orgs/SearchOrgUnits',
  createOrgUnit: '/api/Orgs/CreateOrgUnit',
  renameOrgUnit: '/api/Orgs/RenameOrgUnit',
  moveOrgUnit: '/api/Orgs/MoveOrgUnit',
  closeStore: '/api/Orgs/CloseStore',
} as const;
