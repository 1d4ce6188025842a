import { agentEndpoints as E, etagFor } from '@atrium/domain';
import type { FeatureRoutes } from '../../app-context';
import { registerEndpoints } from '../../lib/endpoints';
import { expectedVersion, savedVersion } from '../../lib/versioned-reply';
import { actorOf } from '../../plugins/access';
import { createTestimonials, testimonialsConfigFromEnv } from '../../adapters/testimonials/testimonials';
import { createAgentSites } from '../../adapters/agent-sites/agent-sites';
import * as agents from './agents.service';
import { sendDownload } from '../files';

/** Agents and profiles (spec/002 section 7). */
export const agentsRoutes: FeatureRoutes = (app, { database: { db }, config }) => {
  const testimonials = createTestimonials(testimonialsConfigFromEnv(), db);
  const agentSites = createAgentSites(config.agentSites);
  registerEndpoints(app, E, {
    getAgentListLookups: () => agents.listLookups(),
    searchAgents: (req) => agents.searchAgents(db, actorOf(req), req.body),
    getAgentHeader: (req) => agents.getHeader(db, actorOf(req), req.params.id),
    getAgentDetailSummary: async (req, reply) => {
      const summary = await agents.getDetailSummary(db, actorOf(req), req.params.id);
      reply.header('ETag', etagFor(summary.version));
      return summary;
    },
    getAgentSiteStatus: (req) => agents.siteStatus(db, agentSites, actorOf(req), req.params.id),
    getAgentCms: (req) => agents.getCms(db, actorOf(req), req.params.id),
    getAgentAssistants: (req) => agents.getAssistants(db, actorOf(req), req.params.id),
    getAgentBio: (req) => agents.getBio(db, actorOf(req), req.params.id),
    getAgentLanguages: (req) => agents.getExpertise(db, actorOf(req), req.params.id, 'languages'),
    getAgentSpecializations: (req) => agents.getExpertise(db, actorOf(req), req.params.id, 'specializations'),
    getAgentDesignations: (req) => agents.getExpertise(db, actorOf(req), req.params.id, 'designations'),
    validateAgent: (req) => agents.validateAgent(db, actorOf(req), req.params.id),
    getAgentLookups: (req) => agents.getLookups(db, actorOf(req), req.params.id),
    saveAgentDescription: async (req, reply) =>
      savedVersion(
        reply,
        await agents.saveDescription(
          db,
          agentSites,
          actorOf(req),
          req.params.agentId,
          req.params.profileId,
          req.body,
          expectedVersion(req),
        ),
      ),
    addAgentBio: (req) => agents.saveBio(db, actorOf(req), req.body),
    updateAgentBio: (req) => agents.saveBio(db, actorOf(req), req.body),
    saveAreaOfExpertise: (req) =>
      agents.saveAreaOfExpertise(db, actorOf(req), req.params.profileId, req.body.areaOfExpertise),
    saveAgentLanguages: (req) => agents.saveExpertise(db, actorOf(req), req.params.id, 'languages', req.body),
    saveAgentSpecializations: (req) =>
      agents.saveExpertise(db, actorOf(req), req.params.id, 'specializations', req.body),
    saveAgentDesignations: (req) =>
      agents.saveExpertise(db, actorOf(req), req.params.id, 'designations', req.body),
    getAssistantCandidates: (req) =>
      agents.assistantCandidates(db, actorOf(req), req.params.id, req.query.text),
    addAgentAssistant: (req) => agents.addAssistant(db, actorOf(req), req.params.id, req.body.userId),
    deleteAgentAssistant: async (req, reply) => {
      await agents.deleteAssistant(db, actorOf(req), req.params.id, req.params.assistantId);
      return reply.status(204).send();
    },
    searchSelectSales: (req) => agents.searchSelectSales(db, actorOf(req), req.params.id, req.body),
    toggleSuppressMlsAgent: async (req, reply) => {
      await agents.toggleSuppressMlsAgent(db, actorOf(req), req.params.id, req.body.toggleStatus);
      return reply.status(204).send();
    },
    exportSelectSolds: async (req, reply) =>
      sendDownload(reply, await agents.exportSelectSolds(db, actorOf(req), req.body)),
    getAgentTestimonials: (req) => agents.getTestimonials(db, actorOf(req), req.params.id, testimonials),
    getAgentMarketing: (req) => agents.getMarketing(db, actorOf(req), req.params.id),
    getAgentAdditionalMls: (req) => agents.getAdditionalMls(db, actorOf(req), req.params.id),
    saveAgentAdditionalMls: (req) =>
      agents.saveAdditionalMls(db, actorOf(req), req.params.id, req.body.additionalMls),
  });
};
