import { sql } from 'drizzle-orm';
import type { RoleCode } from '@atrium/domain';
import { rowsOf, type Db } from '../client';
import { createApplication } from '../factories';
import * as t from '../schema';

type DemoApplication = {
  name: string;
  acronym: string;
  link: string;
  promoted: boolean;
  canShow?: boolean;
  /** Only for users with one of these roles. */
  roles?: RoleCode[];
};

/** The application directory of the demo network (spec/002 section 2.7): a few everyday tools. */
export const DEMO_APPLICATIONS: DemoApplication[] = [
  { name: 'Cloud CMA', acronym: 'CMA', link: 'https://apps.meridian.example/cloudcma', promoted: true },
  {
    name: 'Transaction Desk',
    acronym: 'TD',
    link: 'https://apps.meridian.example/transactions',
    promoted: true,
  },
  {
    name: 'Marketing Center',
    acronym: 'MC',
    link: 'https://apps.meridian.example/marketing',
    promoted: false,
  },
  {
    name: 'Showing Scheduler',
    acronym: 'SS',
    link: 'https://apps.meridian.example/showings',
    promoted: false,
  },
  { name: 'Document Vault', acronym: 'DV', link: 'https://apps.meridian.example/documents', promoted: false },
  {
    name: 'Luxury Lead Router',
    acronym: 'LLR',
    link: 'https://apps.meridian.example/leads',
    promoted: false,
    roles: ['agent', 'branchManager'],
  },
  { name: 'Market Reports', acronym: 'MR', link: 'https://apps.meridian.example/reports', promoted: true },
  { name: 'Brand Studio', acronym: 'BS', link: 'https://apps.meridian.example/brand', promoted: false },
  {
    name: 'Office Payroll Desk',
    acronym: 'OPD',
    link: 'https://apps.meridian.example/payroll',
    promoted: false,
    roles: ['staff', 'accountingUser', 'corporateFinanceEmployee'],
  },
  // kept out of the directory: only a system administrator finds it
  {
    name: 'Legacy Listing Console',
    acronym: 'LLC',
    link: 'https://apps.meridian.example/legacy',
    promoted: false,
    canShow: false,
  },
];

/** The demo directory, with two favourites of the demo agent. */
export async function seedApplications(db: Db) {
  const ids = new Map<string, number>();
  for (const { roles, ...a } of DEMO_APPLICATIONS) {
    const row = await createApplication(db, { canShow: true, ...a, roles });
    ids.set(a.name, row.id);
  }
  const [agent] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from users where lower(email) = 'agent@meridian.example'`),
  );
  if (agent)
    await db.insert(t.applicationFavourites).values(
      ['Showing Scheduler', 'Document Vault'].map((name) => ({
        applicationId: ids.get(name)!,
        userId: agent.id,
      })),
    );
}
