import type { FeatureRoutes } from '../app-context';
import { platformRoutes } from './platform/platform.routes';
import { auditingRoutes } from './auditing/auditing.routes';
import { listingsRoutes } from './listings/listings.routes';
import { listingSectionsRoutes } from './listings/listing-sections.routes';
import { listingSearchRoutes } from './listings/listing-search.routes';
import { listingAgentsRoutes } from './listings/listing-agents.routes';
import { listingFeaturesRoutes } from './listings/listing-features.routes';
import { listingNotesRoutes } from './listings/listing-notes.routes';
import { listingValidationRoutes } from './listings/listing-validation.routes';
import { listingDashRoutes } from './listings/listing-dash.routes';
import { listingCommissionsRoutes } from './listings/listing-commissions.routes';
import { listingMergeRoutes } from './listings/listing-merge.routes';
import { identityRoutes } from './identity/identity.routes';
import { homeRoutes } from './home/home.routes';
import { lookupsRoutes } from './lookups/lookups.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { usersRoutes } from './users/users.routes';
import { agentsRoutes } from './agents';
import { applicationRoutes } from './applications';
import { salesTeamsRoutes } from './sales-teams';
import { officesRoutes } from './offices';
import { advertisementsRoutes } from './advertisements';
import { developmentsRoutes } from './developments';
import { photographerRoutes } from './photographer/photographer.routes';
import { photographerInviteRoutes } from './photographer/photographer-invite.routes';
import { photoCreditRoutes } from './images/photo-credit.routes';
import { outboxRoutes } from './outbox/outbox.routes';
import { searchRoutes } from './search/search.routes';
import { filesRoutes } from './files/files.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { imagesRoutes } from './images/images.routes';
import { imageToolsRoutes } from './images/image-tools.routes';
import { shareRoutes } from './share';
import { syndicationRoutes } from './syndication';
import { adCopyRoutes } from './ad-copy';
import { aiAreasRoutes } from './ai-areas';
import { videosRoutes } from './videos';
import { privateSiteRoutes, showcaseRoutes } from './showcase';
import { showcasePageRoutes } from './showcase-page';
import { marketingRoutes, otherMarketingRoutes, viewsOnWebRoutes } from './marketing';
import { showingsRoutes } from './showings';
import { spotsRoutes } from './spots';
import { pressRoutes } from './press';
import { reportingRoutes } from './reporting';
import { goalsRoutes } from './goals';
import { tasksRoutes } from './tasks';
import { designVaultRoutes } from './design-vault';
import { conciergeRoutes } from './concierge';
import { mlsEmailsRoutes } from './mls-emails';
import { importsRoutes } from './imports';
import { notificationsRoutes } from './notifications';
import { clientMarketingRoutes, clientReportRoutes, clientReportScheduleRoutes } from './client-marketing';

/** Every feature's routes, registered in this order. */
export const featureRoutes: FeatureRoutes[] = [
  platformRoutes,
  identityRoutes,
  auditingRoutes,
  listingsRoutes,
  listingSectionsRoutes,
  listingSearchRoutes,
  listingAgentsRoutes,
  listingFeaturesRoutes,
  listingNotesRoutes,
  listingValidationRoutes,
  listingDashRoutes,
  listingCommissionsRoutes,
  listingMergeRoutes,
  adCopyRoutes,
  homeRoutes,
  lookupsRoutes,
  feedbackRoutes,
  usersRoutes,
  agentsRoutes,
  salesTeamsRoutes,
  officesRoutes,
  advertisementsRoutes,
  developmentsRoutes,
  photographerRoutes,
  photographerInviteRoutes,
  outboxRoutes,
  searchRoutes,
  filesRoutes,
  imagesRoutes,
  imageToolsRoutes,
  photoCreditRoutes,
  shareRoutes,
  syndicationRoutes,
  videosRoutes,
  showcaseRoutes,
  privateSiteRoutes,
  showcasePageRoutes,
  marketingRoutes,
  viewsOnWebRoutes,
  otherMarketingRoutes,
  pressRoutes,
  reportingRoutes,
  aiAreasRoutes,
  goalsRoutes,
  tasksRoutes,
  designVaultRoutes,
  conciergeRoutes,
  mlsEmailsRoutes,
  importsRoutes,
  applicationRoutes,
  showingsRoutes,
  clientMarketingRoutes,
  clientReportScheduleRoutes,
  clientReportRoutes,
  spotsRoutes,
  notificationsRoutes,
  jobsRoutes,
];
