import type { Actor } from '@atrium/domain';
import type { RecordSection, SectionFormExtras } from '../../../components/record-page/record-sections';
import type { ListingDetailsData, ListingLookups } from '../listings-api';

/** What every section's read view gets. */
export type SectionViewProps = {
  listing: ListingDetailsData;
  actor: Actor;
  lookups: ListingLookups;
};

/**
 * What every section's edit form gets from the page's save orchestration (useVersionedWrites):
 * `save` runs the writes in order, each with the If-Match of the latest version, toasts
 * `success` and refreshes the listing at once and after 5 s; a 412 shows MSG.staleVersion with
 * Reload. `leave('next' | 'close')` opens the next section or closes the form.
 */
export type SectionFormProps = SectionViewProps & SectionFormExtras;

export type ListingSection = RecordSection<SectionViewProps> & {
  /** Whether the section shows at all for this user and listing (deal type...). */
  visible: (actor: Actor, listing: ListingDetailsData) => boolean;
  /**
   * Whether the edit form is offered, on top of the record-level edit right the page checks
   * (e.g. false with Disable Listing Price Edit: the read view stays, editing is withheld).
   */
  editable?: (actor: Actor, listing: ListingDetailsData) => boolean;
};
