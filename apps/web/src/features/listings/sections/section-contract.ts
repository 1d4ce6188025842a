import type { ComponentType } from 'react';
import type { Actor } from '@atrium/domain';
import type { ListingDetailsData, ListingLookups, ListingWrite } from '../listings-api';

/** What every section's read view gets. */
export type SectionViewProps = {
  listing: ListingDetailsData;
  actor: Actor;
  lookups: ListingLookups;
};

/** What every section's edit form gets from the page's save orchestration. */
export type SectionFormProps = SectionViewProps & {
  /**
   * Runs the writes in order, each with the If-Match of the latest version (the page keeps the
   * ETag between writes), then shows `success` in the toast and refreshes the listing after 5 s.
   * A refused write shows its catalogue message (the API client toasts it); a 412 shows
   * MSG.staleVersion and offers a reload. Resolves true when every write succeeded.
   */
  save: (writes: ListingWrite[], messages: { success: string }) => Promise<boolean>;
  /** Leaves the form: 'next' opens the next section, 'close' closes it. */
  leave: (to: 'next' | 'close') => void;
};

export type ListingSection = {
  /** The spec's section name (spec/000 section 2.6); ?edit= matches it case-insensitively. */
  key: string;
  /** Other ?edit= values that open this section (the Manage menu's keys, e.g. 'prices'). */
  editAliases?: string[];
  title: string;
  /** Whether the section shows at all for this user and listing (deal type...). */
  visible: (actor: Actor, listing: ListingDetailsData) => boolean;
  /**
   * Whether the edit form is offered, on top of the record-level edit right the page checks
   * (e.g. false with Disable Listing Price Edit: the read view stays, editing is withheld).
   */
  editable?: (actor: Actor, listing: ListingDetailsData) => boolean;
  ReadView: ComponentType<SectionViewProps>;
  /** Omitted for sections not built yet: the page shows the read view only. */
  EditForm?: ComponentType<SectionFormProps>;
};
