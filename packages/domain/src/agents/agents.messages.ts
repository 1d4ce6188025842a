/** Agents and profiles: the catalogue's texts (spec/002 section 8) and the product's chosen ones (marked). */
export const AGENTS_MSG = {
  agentSectionLoadFailed: (section: string) => `Failed to load agent ${section}`,
  agentAssistantNotAdded: 'Agent assistant is not added',
  agentAssistantNotDeleted: 'Agent assistant is not deleted',
  agentAssistantAdded: 'Agent assistant is added',
  agentAssistantDeleted: 'Agent assistant is deleted',
  agentDescriptionNotUpdated: 'Agent description is not updated',
  agentDescriptionUpdateError: 'Error occurred while updating the Agent Description',
  agentDescriptionUpdated: 'Agent description is updated',
  agentBiographySaveFailed: 'Error saving agent biography',
  agentBiographyUpdated: 'Agent biography updated successfully',
  agentDataSaveFailed: 'Error saving data',
  agentDataUpdated: 'Data updated successfully',
  agentUsersFailed: 'Failed to get the users',
  agentSelectSalesFailed: 'Failed to get the agent select sale/rental details',
  agentSelectSoldsExportFailed: 'Failed to export the agent select solds report list',
  agentTestimonialsFailed: 'Failed to fetch agent testimonials',
  agentSiteStatusError: 'Failed to get the agent site status', // chosen
  agentListFailed: 'Failed to retrieve the agent list',
  agentsFailed: 'Failed to get the agents',
  agentUpdatedSuccessfully: 'Updated Successfully',
  selectSalePreferenceUpdated: 'Select sale display preference is updated',
  agentMlsImportChanged: 'Agent MLS import is changed',
  agentMlsImportFailed: 'Error in suppressing the agent MLS import',
  agentBrandEmailNotValid: 'Brand email is not valid',
  agentWorkPhoneTenDigits: 'Work phone should be 10 digits',
  agentAssistantAlready: 'This user already assists the agent', // chosen
  agentAssistantIsSelf: 'An agent cannot be their own assistant', // chosen
  agentSelectSaleOnly: 'Only a select sale can show the offer price, the address as title or the map', // chosen
  agentUnknownLookup: 'One of the chosen items does not exist', // chosen
} as const;
