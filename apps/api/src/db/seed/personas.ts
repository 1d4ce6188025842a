import type { RoleCode } from '@atrium/domain';

/**
 * The demo personas of ../shared/personas.md, exactly as written there. They are ordinary rows
 * of the demo data; the generator gives each the associations the table describes.
 */
export type Persona = {
  email: string;
  firstName: string;
  lastName: string;
  roles: RoleCode[];
  offices: number;
  agentIds: number;
  salesTeams: number;
  isAssociatedWithBuilding?: boolean;
  sameRegion?: boolean;
};

export const PERSONAS: Persona[] = [
  {
    email: 'admin@meridian.example',
    firstName: 'Alexandra',
    lastName: 'Whitmore',
    roles: ['systemAdmin', 'masquerade'],
    offices: 0,
    agentIds: 0,
    salesTeams: 0,
  },
  {
    email: 'staff@meridian.example',
    firstName: 'Samuel',
    lastName: 'Hayes',
    roles: ['staff', 'listingEdit', 'publishListing', 'listingCreation'],
    offices: 2,
    agentIds: 0,
    salesTeams: 0,
    sameRegion: true,
  },
  {
    email: 'power@meridian.example',
    firstName: 'Priya',
    lastName: 'Raman',
    roles: ['staff', 'powerUser', 'listingEdit', 'publishListing', 'listingCreation'],
    offices: 2,
    agentIds: 0,
    salesTeams: 0,
  },
  {
    email: 'restricted@meridian.example',
    firstName: 'Rachel',
    lastName: 'Okafor',
    roles: [
      'staff',
      'listingEdit',
      'disableListingPriceEdit',
      'disableListingDatesEdit',
      'disableListingAgentsEdit',
      'disableListingAdCopyEdit',
      'disableShowcaseEdit',
    ],
    offices: 1,
    agentIds: 0,
    salesTeams: 0,
  },
  {
    email: 'agent@meridian.example',
    firstName: 'Avery',
    lastName: 'Lindqvist',
    roles: ['agent', 'listingEdit', 'publishListing', 'listingPhotoReorder'],
    offices: 1,
    agentIds: 1,
    salesTeams: 1,
  },
  {
    email: 'agent2@meridian.example',
    firstName: 'Jordan',
    lastName: 'Castellanos',
    roles: ['agent', 'listingEdit', 'agentSpotBooking', 'agentPreRelease'],
    offices: 1,
    agentIds: 2,
    salesTeams: 2,
    isAssociatedWithBuilding: true,
  },
  {
    email: 'bm@meridian.example',
    firstName: 'Bernard',
    lastName: 'Mills',
    roles: ['branchManager', 'listingEdit'],
    offices: 1,
    agentIds: 0,
    salesTeams: 0,
  },
  {
    email: 'mc@meridian.example',
    firstName: 'Marisol',
    lastName: 'Chen',
    roles: ['marketingCoordinator'],
    offices: 2,
    agentIds: 0,
    salesTeams: 0,
  },
  {
    email: 'cme@meridian.example',
    firstName: 'Colin',
    lastName: 'Everett',
    roles: ['corporateMarketingEmployee'],
    offices: 1,
    agentIds: 0,
    salesTeams: 0,
  },
  {
    email: 'guest@meridian.example',
    firstName: 'Grace',
    lastName: 'Tanaka',
    roles: ['guest'],
    offices: 1,
    agentIds: 0,
    salesTeams: 0,
  },
];

/** The photographer persona lives in the photographer login area, not among users. */
export const PHOTOGRAPHER_PERSONA = {
  email: 'photographer@meridian.example',
  password: 'Photo#2026',
  firstName: 'Paolo',
  lastName: 'Ferraro',
};
