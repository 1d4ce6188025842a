import { etagFor, MSG, salesTeamEndpoints as E } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import { createAgentSites } from '../../adapters/agent-sites/agent-sites';
import * as teams from './sales-teams.service';

/** Sales teams (spec/002 section 7): the team, its members, assistants and testimonials. */
export const salesTeamsRoutes: FeatureRoutes = (app, { database: { db }, config }) => {
  const d = { db, agentSites: createAgentSites(config.agentSites) };
  const members = (
    reply: Parameters<typeof savedVersion>[0],
    r: Awaited<ReturnType<typeof teams.addMember>>,
    message: string,
  ) => {
    reply.header('ETag', etagFor(r.version));
    return { statusId: r.statusId, teamMembers: r.teamMembers, message };
  };
  registerEndpoints(app, E, {
    getSalesTeam: async (req, reply) => {
      const { version, details } = await teams.getTeam(db, actorOf(req), req.params.id);
      reply.header('ETag', etagFor(version));
      return details;
    },
    createSalesTeam: (req) => teams.createTeam(db, actorOf(req), req.body),
    updateSalesTeam: async (req, reply) =>
      savedVersion(
        reply,
        await teams.updateTeam(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
    searchSalesTeams: (req) => teams.searchTeams(db, actorOf(req), req.body),
    reorderSalesTeamMembers: async (req, reply) =>
      savedVersion(
        reply,
        await teams.reorderMembers(db, actorOf(req), req.params.id, req.body, expectedVersion(req)),
      ),
    addSalesTeamAgent: async (req, reply) =>
      members(
        reply,
        await teams.addMember(db, actorOf(req), req.params.id, req.body.agentId, expectedVersion(req)),
        MSG.salesTeamMemberAdded,
      ),
    removeSalesTeamAgent: async (req, reply) =>
      members(
        reply,
        await teams.removeMember(db, actorOf(req), req.params.id, req.params.agentId, expectedVersion(req)),
        MSG.salesTeamMemberRemoved,
      ),
    getSalesTeamAssistants: (req) => teams.getAssistants(db, actorOf(req), req.params.id),
    searchSalesTeamAssistantCandidates: (req) =>
      teams.assistantCandidates(db, actorOf(req), req.params.id, req.query.text, req.query.currentPage),
    addSalesTeamAssistant: (req) => teams.addAssistant(db, actorOf(req), req.params.id, req.body.userId),
    removeSalesTeamAssistant: async (req, reply) => {
      await teams.removeAssistant(db, actorOf(req), req.params.id, req.params.assistantId);
      return reply.status(204).send();
    },
    getSalesTeamTestimonials: (req) => teams.getTestimonials(d, actorOf(req), req.params.id),
    saveSalesTeamTestimonials: (req) =>
      teams.saveTestimonials(d, actorOf(req), req.params.id, req.body.testimonialList),
    getSalesTeamSiteStatus: (req) => teams.siteStatus(d, actorOf(req), req.params.id),
  });
};
