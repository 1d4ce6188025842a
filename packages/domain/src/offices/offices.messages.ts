/** Offices: the catalogue's texts (spec/002 section 8) and the product's chosen ones (marked). */
export const OFFICES_MSG = {
  officeLoadFailed: 'Failed to load office details',
  officeHistoryUpdateFailed: 'Failed to update the office history',
  officeDetailsUpdateFailed: 'Failed to update the office details',
  officeManagerSaveFailed: 'Error saving manager',
  officeManagerRemoveFailed: 'Failed to remove manager',
  officeListFailed: 'Failed to retrieve the office list',
  officeSettingsLoadFailed: 'Failed to get office settings',
  officeSettingsSaveFailed: 'Failed to save office settings',
  officeCreateFailed: 'Error occurred while creating the office',
  officeAdditionalMlsLoadFailed: 'Error getting additional mls',
  officeAdditionalMlsSaveFailed: 'Error saving additional mls',
  officeDescriptionUpdated: 'Office Description is updated',
  officeDetailsUpdated: 'Office details are updated',
  officeSpecializationsUpdated: 'Office Specializations updated',
  officeManagerAssigned: 'Manager assigned',
  officeManagerRemoved: 'Manager removed',
  officeSettingsSaved: 'Office settings saved successfully',
  officeCreated: 'Office created successfully',
  officeAdditionalMlsSaved: 'Saved Additional MLS',
  officePhoneTenDigits: 'Phone number should be 10 digits',
  officeDeactivated: 'Office deactivated', // chosen
  officeActivated: 'Office activated', // chosen
  officeStatusFailed: 'Failed to change the office status', // chosen
  officeManagerAgentUnknown: 'The manager must be an active agent', // chosen
  officeRegionUnknown: 'Choose an office region from the list', // chosen
  officeSalesRegionUnknown: 'Choose a sales region from the list', // chosen
  officeStateUnknown: 'Choose a state from the list', // chosen
  officeSpecializationUnknown: 'Choose specializations from the list', // chosen
} as const;
