import type { Endpoint } from './contract';
import { agentEndpoints } from './agents/agents.endpoints';
import { applicationEndpoints } from './applications/applications.endpoints';
import { salesTeamEndpoints } from './sales-teams/sales-teams.endpoints';
import { officeEndpoints } from './offices/offices.endpoints';
import { developmentEndpoints } from './developments/developments.endpoints';
import { designVaultEndpoints } from './design-vault/design-vault.endpoints';
import { conciergeEndpoints } from './concierge/concierge.endpoints';
import { adCopyEndpoints } from './ad-copy/ad-copy.endpoints';
import { aiAreaEndpoints } from './ai-areas/ai-areas.endpoints';
import { advertisementEndpoints } from './advertisements/advertisements.endpoints';
import { clientReportScheduleEndpoints } from './client-marketing/client-report-schedule.endpoints';
import { auditingEndpoints } from './auditing/auditing.endpoints';
import { clientMarketingEndpoints } from './client-marketing/client-marketing.endpoints';
import { clientReportEndpoints } from './client-marketing/client-report.endpoints';
import { feedbackEndpoints } from './feedback/feedback.endpoints';
import { fileEndpoints } from './files/files.endpoints';
import { imageEndpoints } from './images/images.endpoints';
import { imageToolEndpoints } from './images/image-tools.endpoints';
import { homeEndpoints } from './home/home.endpoints';
import { identityEndpoints } from './identity/identity.endpoints';
import { jobEndpoints } from './jobs/jobs.endpoints';
import { signInEndpoints } from './identity/sign-in.endpoints';
import { listingAgentEndpoints } from './listings/listing-agents.endpoints';
import { listingCommissionEndpoints } from './listings/listing-commissions.endpoints';
import { listingFeatureEndpoints } from './listings/listing-features.endpoints';
import { listingMergeEndpoints } from './listings/listing-merge.endpoints';
import { listingNoteEndpoints } from './listings/listing-notes.endpoints';
import { listingSearchEndpoints } from './listings/listing-search.endpoints';
import { listingSectionEndpoints } from './listings/listing-sections.endpoints';
import { listingValidationEndpoints } from './listings/listing-validation.endpoints';
import { listingDashEndpoints } from './listings/listing-dash.endpoints';
import { listingEndpoints } from './listings/listings.endpoints';
import { importEndpoints } from './imports/imports.endpoints';
import { mlsEmailEndpoints } from './mls-emails/mls-emails.endpoints';
import { marketingEndpoints } from './marketing/marketing.endpoints';
import { viewsOnWebEndpoints } from './marketing/views-on-web.endpoints';
import { otherMarketingEndpoints } from './marketing/other-marketing.endpoints';
import { pressEndpoints } from './press/press.endpoints';
import { reportingEndpoints } from './reporting/reporting.endpoints';
import { goalEndpoints } from './goals/goals.endpoints';
import { taskEndpoints } from './tasks/tasks.endpoints';
import { lookupsEndpoints } from './lookups/lookups.endpoints';
import { notificationEndpoints } from './notifications/notifications.endpoints';
import { outboxEndpoints } from './outbox/outbox.endpoints';
import { photographerEndpoints } from './photographer/photographer.endpoints';
import { photographerInviteEndpoints } from './photographer/photographer-invite.endpoints';
import { photoCreditEndpoints } from './images/photo-credit.endpoints';
import { platformEndpoints } from './platform/platform.endpoints';
import { advancedSearchEndpoints } from './search/advanced-search.endpoints';
import { savedSearchEndpoints } from './search/saved-searches.endpoints';
import { shareEndpoints } from './share/share.endpoints';
import { showingEndpoints } from './showings/showings.endpoints';
import { showcaseEndpoints } from './showcase/showcase.endpoints';
import { privateSiteEndpoints } from './showcase/private-site.endpoints';
import { showcasePageEndpoints } from './showcase-page/showcase-page.endpoints';
import { searchEndpoints } from './search/search.endpoints';
import { syndicationEndpoints } from './syndication/syndication.endpoints';
import { usersEndpoints } from './users/users.endpoints';
import { videoEndpoints } from './videos/videos.endpoints';
import { spotEndpoints } from './spots/spots.endpoints';

/**
 * Every endpoint of the API, by feature: the route-permission snapshot is generated from this
 * table, and a test checks that the app registers exactly these /api routes.
 */
export const ENDPOINTS_BY_FEATURE = {
  adCopy: adCopyEndpoints,
  aiAreas: aiAreaEndpoints,
  advertisements: advertisementEndpoints,
  agents: agentEndpoints,
  applications: applicationEndpoints,
  salesTeams: salesTeamEndpoints,
  offices: officeEndpoints,
  developments: developmentEndpoints,
  designVault: designVaultEndpoints,
  concierge: conciergeEndpoints,
  auditing: auditingEndpoints,
  clientMarketing: clientMarketingEndpoints,
  clientReport: clientReportEndpoints,
  clientReportSchedule: clientReportScheduleEndpoints,
  feedback: feedbackEndpoints,
  files: fileEndpoints,
  home: homeEndpoints,
  images: imageEndpoints,
  imports: importEndpoints,
  imageTools: imageToolEndpoints,
  identity: identityEndpoints,
  jobs: jobEndpoints,
  signIn: signInEndpoints,
  listings: listingEndpoints,
  listingAgents: listingAgentEndpoints,
  listingCommissions: listingCommissionEndpoints,
  listingFeatures: listingFeatureEndpoints,
  listingMerge: listingMergeEndpoints,
  listingNotes: listingNoteEndpoints,
  listingSearch: listingSearchEndpoints,
  listingSections: listingSectionEndpoints,
  listingValidation: listingValidationEndpoints,
  listingDash: listingDashEndpoints,
  lookups: lookupsEndpoints,
  notifications: notificationEndpoints,
  marketing: marketingEndpoints,
  mlsEmails: mlsEmailEndpoints,
  viewsOnWeb: viewsOnWebEndpoints,
  otherMarketing: otherMarketingEndpoints,
  press: pressEndpoints,
  reporting: reportingEndpoints,
  goals: goalEndpoints,
  tasks: taskEndpoints,
  outbox: outboxEndpoints,
  photographer: photographerEndpoints,
  photographerInvites: photographerInviteEndpoints,
  photoCredit: photoCreditEndpoints,
  platform: platformEndpoints,
  search: searchEndpoints,
  advancedSearch: advancedSearchEndpoints,
  savedSearches: savedSearchEndpoints,
  share: shareEndpoints,
  showings: showingEndpoints,
  showcase: showcaseEndpoints,
  privateSite: privateSiteEndpoints,
  showcasePage: showcasePageEndpoints,
  syndication: syndicationEndpoints,
  users: usersEndpoints,
  videos: videoEndpoints,
  spots: spotEndpoints,
} as const;

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINTS_BY_FEATURE).flatMap(
  (feature) => Object.values(feature) as Endpoint[],
);
