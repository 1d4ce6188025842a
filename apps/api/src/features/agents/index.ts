/** What the agents and profiles feature offers the app. */
export { agentsRoutes } from './agents.routes';
export { agentScopeSql } from './agents.repo';
