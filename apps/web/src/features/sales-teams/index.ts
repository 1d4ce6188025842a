/** The sales teams feature's public face: its calls and query keys (the pages are routed by path). */
export { salesTeamCalls, salesTeamKeys, useSalesTeam, useSalesTeamSearch } from './sales-teams-api';
