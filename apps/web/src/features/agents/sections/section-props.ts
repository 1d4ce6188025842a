import type { SectionFormExtras } from '../../../components/record-page/record-sections';
import type { AgentSummaryData } from '../agents-api';

/** What every agent section reads: the agent and its description (with the locks). */
export type AgentViewProps = { agentId: number; summary: AgentSummaryData };
export type AgentFormProps = AgentViewProps & SectionFormExtras;
