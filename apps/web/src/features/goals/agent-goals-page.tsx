import { GoalsBusinessPage } from './goals-business-page';

/** /eng/agentGoals: the agent's goals of a year with production and schedule. */
export default function AgentGoalsPage() {
  return (
    <GoalsBusinessPage
      title="Agent Goals"
      subtitle="Set your goals for the year and follow your production."
    />
  );
}
