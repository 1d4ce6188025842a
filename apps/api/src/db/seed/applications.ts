import type { Db } from '../client';
import { applications } from '../schema';

/** The application directory of the demo network (spec/002 section 2.7): a few everyday tools. */
export const DEMO_APPLICATIONS = [
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
  },
  { name: 'Market Reports', acronym: 'MR', link: 'https://apps.meridian.example/reports', promoted: true },
  { name: 'Brand Studio', acronym: 'BS', link: 'https://apps.meridian.example/brand', promoted: false },
  // kept out of the directory: only a system administrator finds it
  {
    name: 'Legacy Listing Console',
    acronym: 'LLC',
    link: 'https://apps.meridian.example/legacy',
    promoted: false,
    canShow: false,
  },
];

export async function seedApplications(db: Db) {
  await db.insert(applications).values(DEMO_APPLICATIONS.map((a) => ({ canShow: true, ...a })));
}
