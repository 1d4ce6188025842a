/**
 * The role catalogue of spec/000 section 3.2: 13 normal roles and 13 permissions, each with a
 * stable GUID key (lowercase; role checks compare case-insensitively).
 */
export const ROLE_CATALOGUE = [
  {
    code: 'accountingUser',
    key: '0b6c1f3e-2a51-4d0e-9f1a-6a3f9e1c0a01',
    value: 'Accounting User',
    grouping: 'normal',
  },
  { code: 'agent', key: '1d2e8a47-6b0c-4f6e-8a3b-2c9d7e4f0a02', value: 'Agent', grouping: 'normal' },
  {
    code: 'branchManager',
    key: '2f9a4c61-8d3e-4b7a-9c5d-3e1f6a8b0a03',
    value: 'Branch Manager',
    grouping: 'normal',
  },
  {
    code: 'corporateEmployee',
    key: '3a7b5d82-9e4f-4c8b-8d6e-4f2a7b9c0a04',
    value: 'Corporate Employee',
    grouping: 'normal',
  },
  {
    code: 'corporateFinanceEmployee',
    key: '4b8c6e93-af50-4d9c-9e7f-5a3b8cad0a05',
    value: 'Corporate Finance Employee',
    grouping: 'normal',
  },
  {
    code: 'corporateHrEmployee',
    key: '5c9d7fa4-b061-4ead-8f80-6b4c9dbe0a06',
    value: 'Corporate HR Employee',
    grouping: 'normal',
  },
  {
    code: 'corporateLegalEmployee',
    key: '6dae80b5-c172-4fbe-9091-7c5daecf0a07',
    value: 'Corporate Legal Employee',
    grouping: 'normal',
  },
  {
    code: 'corporateMarketingEmployee',
    key: '7ebf91c6-d283-40cf-81a2-8d6ebfd00a08',
    value: 'Corporate Marketing Employee',
    grouping: 'normal',
  },
  { code: 'guest', key: '8fc0a2d7-e394-41d0-92b3-9e7fc0e10a09', value: 'Guest', grouping: 'normal' },
  {
    code: 'marketingCoordinator',
    key: '90d1b3e8-f4a5-42e1-83c4-af80d1f20a10',
    value: 'Marketing Coordinator',
    grouping: 'normal',
  },
  {
    code: 'officeCoordinator',
    key: 'a1e2c4f9-05b6-43f2-94d5-b091e2030a11',
    value: 'Office Coordinator',
    grouping: 'normal',
  },
  { code: 'staff', key: 'b2f3d50a-16c7-4403-85e6-c1a2f3140a12', value: 'Staff', grouping: 'normal' },
  {
    code: 'systemAdmin',
    key: 'c304e61b-27d8-4514-96f7-d2b304250a13',
    value: 'System Administrator',
    grouping: 'normal',
  },
  {
    code: 'masquerade',
    key: 'd415f72c-38e9-4625-8708-e3c415360b01',
    value: 'Masquerade',
    grouping: 'permission',
  },
  {
    code: 'publishListing',
    key: 'e526083d-49fa-4736-9819-f4d526470b02',
    value: 'Publish Listing',
    grouping: 'permission',
  },
  {
    code: 'listingCreation',
    key: 'f637194e-5a0b-4847-8a2a-05e637580b03',
    value: 'Listing Creation',
    grouping: 'permission',
  },
  {
    code: 'listingEdit',
    key: '07482a5f-6b1c-4958-9b3b-16f748690b04',
    value: 'Listing Edit',
    grouping: 'permission',
  },
  {
    code: 'agentSpotBooking',
    key: '18593b60-7c2d-4a69-8c4c-27085a7a0b05',
    value: 'Agent Spot Booking',
    grouping: 'permission',
  },
  {
    code: 'disableListingPriceEdit',
    key: '296a4c71-8d3e-4b7a-9d5d-38196b8b0b06',
    value: 'Disable Listing Price Edit',
    grouping: 'permission',
  },
  {
    code: 'disableListingDatesEdit',
    key: '3a7b5d82-9e4f-4c8b-8e6e-492a7c9c0b07',
    value: 'Disable Listing Dates Edit',
    grouping: 'permission',
  },
  {
    code: 'disableListingAgentsEdit',
    key: '4b8c6e93-af50-4d9c-9f7f-5a3b8dad0b08',
    value: 'Disable Listing Agents Edit',
    grouping: 'permission',
  },
  {
    code: 'disableListingAdCopyEdit',
    key: '5c9d7fa4-b061-4ead-8080-6b4c9ebe0b09',
    value: 'Disable Listing AdCopy Edit',
    grouping: 'permission',
  },
  {
    code: 'disableShowcaseEdit',
    key: '6dae80b5-c172-4fbe-9191-7c5dafcf0b10',
    value: 'Disable Showcase Edit',
    grouping: 'permission',
  },
  {
    code: 'listingPhotoReorder',
    key: '7ebf91c6-d283-40cf-82a2-8d6ec0d00b11',
    value: 'Listing Photo Reorder',
    grouping: 'permission',
  },
  {
    code: 'powerUser',
    key: '8fc0a2d7-e394-41d0-93b3-9e7fd1e10b12',
    value: 'Power User',
    grouping: 'permission',
  },
  {
    code: 'agentPreRelease',
    key: '90d1b3e8-f4a5-42e1-84c4-af80e2f20b13',
    value: 'Agent Pre-release',
    grouping: 'permission',
  },
] as const;

export type RoleEntry = (typeof ROLE_CATALOGUE)[number];
export type RoleCode = RoleEntry['code'];
export type RoleGrouping = 'normal' | 'permission';

const byKey = new Map<string, RoleEntry>(ROLE_CATALOGUE.map((r) => [r.key.toLowerCase(), r]));
const byCode = new Map<string, RoleEntry>(ROLE_CATALOGUE.map((r) => [r.code, r]));
const byValue = new Map<string, RoleEntry>(ROLE_CATALOGUE.map((r) => [r.value.toLowerCase(), r]));

/** Role checks compare roleIds case-insensitively with the catalogue (spec/000 section 6). */
export function roleByKey(roleId: string): RoleEntry | undefined {
  return byKey.get(roleId.trim().toLowerCase());
}
export function roleKey(code: RoleCode): string {
  return byCode.get(code)!.key;
}
export function roleByName(name: string): RoleEntry | undefined {
  return byValue.get(name.trim().toLowerCase());
}
export function roleCodesFromIds(roleIds: readonly string[]): RoleCode[] {
  return roleIds.map((id) => roleByKey(id)?.code).filter((c): c is RoleCode => c !== undefined);
}
