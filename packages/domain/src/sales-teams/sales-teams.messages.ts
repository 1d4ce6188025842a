/** Sales teams: the catalogue's texts (spec/002 section 8) and the product's chosen ones (marked). */
export const SALES_TEAMS_MSG = {
  salesTeamFetchError: 'Failed to get sales team details',
  salesTeamAssistantAddError: 'Error adding sales team assistant',
  salesTeamNotUpdated: 'Sales team details are not updated',
  salesTeamAgentAddError: 'Failed to add a sales team agent',
  salesTeamListError: 'Failed to retrieve the sales team list',
  salesTeamCreateError: 'Error when creating SalesTeam',
  salesTeamCreated: 'SalesTeam created successfully',
  salesTeamUpdated: 'Sales team details are updated', // chosen
  salesTeamMemberAdded: 'Agent added to the sales team', // chosen
  salesTeamMemberRemoved: 'Agent removed from the sales team', // chosen
  salesTeamMemberRemoveError: 'Failed to remove the sales team agent', // chosen
  salesTeamMemberExists: 'This agent is already a member of the sales team', // chosen
  salesTeamMembersReordered: 'Member order is updated', // chosen
  salesTeamReorderError: 'Failed to update the member order', // chosen
  salesTeamReorderMismatch: 'The order must list every member of the team exactly once', // chosen
  salesTeamAssistantAdded: 'Sales team assistant is added', // chosen
  salesTeamAssistantRemoved: 'Sales team assistant is removed', // chosen
  salesTeamAssistantRemoveError: 'Error removing sales team assistant', // chosen
  salesTeamAssistantExists: 'This user is already an assistant of the sales team', // chosen
  salesTeamTestimonialsSaved: 'Testimonials are saved and sent to the team site', // chosen
  salesTeamTestimonialsError: 'Error saving sales team testimonials', // chosen
  salesTeamTestimonialsFetchError: 'Failed to fetch sales team testimonials', // chosen
  salesTeamSiteStatusError: 'Failed to get the team site status', // chosen
  salesTeamSiteUnavailable: 'The team site service is not available, please try again later', // chosen
  salesTeamOfficeUnknown: 'Office is not valid', // chosen
} as const;
