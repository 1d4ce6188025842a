import type { Actor } from '@atrium/domain';
import type { SectionFormExtras } from '../../../components/record-page/record-sections';
import type { SalesTeamData } from '../sales-teams-api';

/** What every section of the team page gets. */
export type TeamViewProps = { team: SalesTeamData; actor: Actor };
export type TeamFormProps = TeamViewProps & SectionFormExtras;
