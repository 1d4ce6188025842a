/**
 * What an ad copy draft may say: the facts stored for one listing, nothing else. Both writers
 * (the sandbox and the model) receive only these.
 */
export type ListingFacts = {
  listingType: 'Sale' | 'Rental';
  propertyType: string | null;
  bedrooms: number | null;
  fullBaths: number | null;
  halfBaths: number | null;
  rooms: number | null;
  interiorSize: number | null;
  exteriorSize: number | null;
  lotSize: number | null;
  lotSizeUnit: string | null;
  outdoorSpace: string | null;
  yearBuilt: number | null;
  /** The selected amenities and features by their group (Amenities, Architectural Style, Roof...), each with its own text when it has one. */
  amenities: Array<{ group: string; items: string[] }>;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
};

const n = (v: number) => v.toLocaleString('en-US');

/** The facts as labelled lines (what the model is given; empty facts are left out). */
export function factLines(f: ListingFacts): string[] {
  const lines: Array<[string, string | number | null]> = [
    ['Offered for', f.listingType === 'Rental' ? 'rent' : 'sale'],
    ['Property type', f.propertyType],
    ['Bedrooms', f.bedrooms],
    ['Full bathrooms', f.fullBaths],
    ['Half bathrooms', f.halfBaths],
    ['Rooms', f.rooms],
    ['Interior size (sq ft)', f.interiorSize != null ? n(f.interiorSize) : null],
    ['Exterior size (sq ft)', f.exteriorSize != null ? n(f.exteriorSize) : null],
    ['Lot size', f.lotSize != null ? `${n(f.lotSize)} ${f.lotSizeUnit ?? ''}`.trim() : null],
    ['Outdoor space', f.outdoorSpace],
    ['Year built', f.yearBuilt],
    ['Neighborhood', f.neighborhood],
    ['City', [f.city, f.state].filter(Boolean).join(', ') || null],
    ...f.amenities.map((g): [string, string] => [g.group, g.items.join('; ')]),
  ];
  return lines.filter(([, v]) => v !== null && v !== '').map(([k, v]) => `${k}: ${v}`);
}
