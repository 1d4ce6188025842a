/** Fixed reference data of the demo network: lookups and the amenity catalogue. */
export const LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Mandarin',
  'Japanese',
  'Russian',
  'Arabic',
];
export const SALUTATIONS = ['Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Mx.'];
export const PROPERTY_TYPES: Array<[string, boolean]> = [
  ['Single Family', false],
  ['Condominium', false],
  ['Cooperative', false],
  ['Townhouse', false],
  ['Multi-Family', false],
  ['Land', false],
  ['Estate', false],
  ['Ranch', false],
  ['Penthouse', false],
  ['Commercial', true],
];
export const SPECIALIZATIONS = [
  'Luxury Homes',
  'Waterfront',
  'New Development',
  'Equestrian',
  'Ski Properties',
  'Golf Communities',
  'Historic Homes',
  'Investment',
  'Relocation',
  'Vineyards',
];
export const RENTAL_PERIODS: Array<[string, boolean]> = [
  ['Monthly', false],
  ['Annual', false],
  ['Weekly', false],
  ['Summer Season', true],
  ['Winter Season', true],
  ['Custom', true],
];
export const STATES: Array<[string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['PR', 'Puerto Rico'],
];

/** Markets per sales region: offices and listings are placed in these cities. */
export const MARKETS: Record<
  number,
  Array<{ city: string; state: string; zipPrefix: string; neighborhoods: string[] }>
> = {
  1: [
    {
      city: 'New York',
      state: 'NY',
      zipPrefix: '100',
      neighborhoods: ['Upper East Side', 'Tribeca', 'West Village', 'Chelsea', 'SoHo'],
    },
    {
      city: 'Southampton',
      state: 'NY',
      zipPrefix: '119',
      neighborhoods: ['Village', 'North Sea', 'Shinnecock Hills'],
    },
    {
      city: 'Greenwich',
      state: 'CT',
      zipPrefix: '068',
      neighborhoods: ['Belle Haven', 'Old Greenwich', 'Riverside'],
    },
    {
      city: 'Palm Beach',
      state: 'FL',
      zipPrefix: '334',
      neighborhoods: ['North End', 'Estate Section', 'Midtown'],
    },
  ],
  2: [
    {
      city: 'Beverly Hills',
      state: 'CA',
      zipPrefix: '902',
      neighborhoods: ['Trousdale Estates', 'The Flats', 'Beverly Park'],
    },
    {
      city: 'Malibu',
      state: 'CA',
      zipPrefix: '902',
      neighborhoods: ['Point Dume', 'Carbon Beach', 'Serra Retreat'],
    },
    {
      city: 'San Francisco',
      state: 'CA',
      zipPrefix: '941',
      neighborhoods: ['Pacific Heights', 'Russian Hill', 'Sea Cliff'],
    },
    {
      city: 'Seattle',
      state: 'WA',
      zipPrefix: '981',
      neighborhoods: ['Queen Anne', 'Madison Park', 'Laurelhurst'],
    },
  ],
  3: [
    { city: 'Aspen', state: 'CO', zipPrefix: '816', neighborhoods: ['Red Mountain', 'West End', 'Starwood'] },
    {
      city: 'Vail',
      state: 'CO',
      zipPrefix: '816',
      neighborhoods: ['Vail Village', 'Lionshead', 'East Vail'],
    },
    {
      city: 'Jackson',
      state: 'WY',
      zipPrefix: '830',
      neighborhoods: ['Teton Village', 'Wilson', 'Spring Creek'],
    },
    {
      city: 'Park City',
      state: 'UT',
      zipPrefix: '840',
      neighborhoods: ['Deer Valley', 'Old Town', 'Promontory'],
    },
  ],
  4: [
    {
      city: 'San Juan',
      state: 'PR',
      zipPrefix: '009',
      neighborhoods: ['Condado', 'Old San Juan', 'Dorado Beach'],
    },
    {
      city: 'Honolulu',
      state: 'HI',
      zipPrefix: '968',
      neighborhoods: ['Kahala', 'Diamond Head', 'Portlock'],
    },
  ],
  5: [
    {
      city: 'Chicago',
      state: 'IL',
      zipPrefix: '606',
      neighborhoods: ['Gold Coast', 'Lincoln Park', 'Streeterville'],
    },
    {
      city: 'Austin',
      state: 'TX',
      zipPrefix: '787',
      neighborhoods: ['Tarrytown', 'Westlake', 'Barton Creek'],
    },
    {
      city: 'Nashville',
      state: 'TN',
      zipPrefix: '372',
      neighborhoods: ['Belle Meade', 'Green Hills', 'Forest Hills'],
    },
    {
      city: 'Scottsdale',
      state: 'AZ',
      zipPrefix: '852',
      neighborhoods: ['Paradise Valley', 'Silverleaf', 'Desert Mountain'],
    },
  ],
};

/** Amenity catalogue: for each feature tab, its groups and amenities ([name, allowText]). */
export const AMENITY_CATALOGUE: Record<string, Record<string, Array<[string, boolean]>>> = {
  BUILDING: {
    'Building Amenities': [
      ['Doorman', false],
      ['Concierge', false],
      ['Elevator', false],
      ['Fitness Center', false],
      ['Roof Deck', false],
      ['Bicycle Room', false],
      ['Storage', false],
      ['Private Lobby', false],
    ],
    'Building Type': [
      ['High Rise', false],
      ['Pre-War', false],
      ['Post-War', false],
      ['Boutique Building', false],
      ['Loft Building', false],
    ],
  },
  INTERIOR: {
    'Interior Features': [
      ['Fireplace', false],
      ['Wine Cellar', false],
      ['Home Theater', false],
      ['Library', false],
      ['Walk-in Closet', false],
      ["Chef's Kitchen", false],
      ['Smart Home System', false],
      ['Elevator in Residence', false],
    ],
    Flooring: [
      ['Hardwood', false],
      ['Marble', false],
      ['Limestone', false],
      ['Wide Plank Oak', false],
      ['Other Flooring', true],
    ],
    Appliances: [
      ['Sub-Zero Refrigerator', false],
      ['Wolf Range', false],
      ['Miele Dishwasher', false],
      ['Washer/Dryer', false],
    ],
  },
  LOT: {
    'Lot Features': [
      ['Waterfront', false],
      ['Water View', false],
      ['Mountain View', false],
      ['Gated', false],
      ['Corner Lot', false],
      ['Cul-de-sac', false],
      ['Private Beach', false],
    ],
    Landscaping: [
      ['Mature Trees', false],
      ['Formal Gardens', false],
      ['Orchard', false],
      ['Irrigation System', false],
    ],
  },
  ROOM: {
    'Room Types': [
      ['Primary Suite', false],
      ['Guest House', false],
      ['Staff Quarters', false],
      ['Home Office', false],
      ['Gym', false],
      ['Media Room', false],
      ['Sauna', false],
      ['Other Room', true],
    ],
  },
  CONSTRUCTION: {
    'Construction Materials': [
      ['Brick', false],
      ['Stone', false],
      ['Stucco', false],
      ['Shingle', false],
      ['Timber Frame', false],
      ['Steel Frame', false],
    ],
    Roof: [
      ['Slate', false],
      ['Copper', false],
      ['Tile', false],
      ['Cedar Shake', false],
    ],
    Architecture: [
      ['Colonial', false],
      ['Contemporary', false],
      ['Mediterranean', false],
      ['Georgian', false],
      ['Mid-Century Modern', false],
      ['Architect', true],
    ],
  },
  PARKING: {
    'Parking Features': [
      ['Attached Garage', false],
      ['Detached Garage', false],
      ['Valet Parking', false],
      ['Private Driveway', false],
      ['EV Charging', false],
      ['Garage Spaces', true],
    ],
  },
  OUTDOOR: {
    'Outdoor Features': [
      ['Swimming Pool', false],
      ['Heated Pool', false],
      ['Tennis Court', false],
      ['Outdoor Kitchen', false],
      ['Terrace', false],
      ['Balcony', false],
      ['Dock', false],
      ['Putting Green', false],
      ['Fire Pit', false],
    ],
  },
  ASSOCIATION: {
    'Association Amenities': [
      ['Clubhouse', false],
      ['Golf Course Access', false],
      ['Ski-in/Ski-out', false],
      ['Marina', false],
      ['24-Hour Security', false],
      ['Pet Friendly', false],
    ],
    'Association Fees Include': [
      ['Water', false],
      ['Heat', false],
      ['Insurance', false],
      ['Landscaping', false],
      ['Other Fees', true],
    ],
  },
  GREEN: {
    'Green Features': [
      ['Solar Panels', false],
      ['Geothermal Heating', false],
      ['LEED Certified', false],
      ['Energy Star Appliances', false],
      ['Rainwater Harvesting', false],
      ['Green Certification', true],
    ],
  },
};

export const NEWS = [
  {
    title: 'Record quarter for the network',
    body: 'Sales volume across our offices rose 18% year over year, led by the Mountain and East regions.',
  },
  {
    title: 'New showcase site templates',
    body: 'Three new showcase website templates are available for every listing with a purchased domain.',
  },
  {
    title: 'Spring marketing calendar',
    body: 'Advertising spots for the spring editions open for booking next Monday. Reserve early for prime placements.',
  },
  {
    title: 'Welcome to our new offices',
    body: 'Please welcome the teams of our newest offices in Nashville and Scottsdale to the network.',
  },
];

/** The image tag catalogues: kind 1 listing photos, kind 2 development photos. */
export const IMAGE_TAGS: Record<1 | 2, string[]> = {
  1: [
    'Exterior',
    'Front Elevation',
    'Living Room',
    'Dining Room',
    'Kitchen',
    'Bedroom',
    'Bathroom',
    'Office',
    'Media Room',
    'Wine Cellar',
    'Gym',
    'Garage',
    'View',
    'Pool',
    'Garden',
    'Terrace',
    'Aerial',
    'Amenities',
    'Neighborhood',
  ],
  2: ['Exterior', 'Lobby', 'Residence', 'Kitchen', 'Bathroom', 'View', 'Amenities', 'Pool', 'Aerial'],
};

/**
 * The ad copy sizes, in tab order: the internet ad copy first (the default; its body is the one
 * the feeds send, 4000 characters), then the print ad, the brochure and the social post, each
 * with the lengths those media hold.
 */
export const AD_COPY_SIZES = [
  { name: 'Internet Ad Copy', headlineLength: 100, bodyLength: 4000 },
  { name: 'Print Ad Copy', headlineLength: 60, bodyLength: 600 },
  { name: 'Brochure', headlineLength: 80, bodyLength: 2000 },
  { name: 'Social', headlineLength: 60, bodyLength: 500 },
] as const;

/** The languages ad copy is written in, English (the default) first. */
export const AD_COPY_LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'Italian',
  'German',
  'Portuguese',
  'Chinese',
] as const;
