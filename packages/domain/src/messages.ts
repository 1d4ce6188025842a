/**
 * The message catalogue: every text word for word from the spec (section 8 of each document),
 * with the plain typos corrected as spec/README.md decides. Feature areas add their own block.
 */
export const MSG = {
  // platform
  staleVersion: 'This record was changed by someone else. Reload to see the latest version.',
  invalidBody: 'The request is not valid.',
  notFound: 'The requested record was not found.',
  forbidden: 'You do not have permission to do this.',
  unauthenticated: 'Please sign in to continue.',
  unknownUser: 'There is no user for this sign-in. Please contact your administrator.',
  serverError: 'Something went wrong on our side. Please try again.',
  noAccessToPage: 'You do not have access to this page',

  // listings (spec/000 section 8)
  fetchListingAppData: 'Failed to fetch Listing App data',
  fetchListingAmenities: 'Failed to fetch listing amenities',
  fetchListingImages: 'Failed to fetch listing images',
  fetchListingAgents: 'Failed to fetch listing agents',
  errorSavingListingDetails: 'Error saving listing details',
  errorSavingListingDates: 'Error saving listing dates',
  errorSavingListingPrices: 'Error saving listing prices',
  errorSavingRentalPrices: 'Error saving rental prices',
  errorSuppressingAgentMls: 'Error in suppressing the agent MLS import',
  failedPublishStatus: 'Failed to update the listings publish status',
  failedListingOptions: 'Failed to update the listings options',
  errorSavingSection: (section: string) => `Error saving ${section} data`,
  invalidListingNumber: 'Invalid Listing Number',
  invalidListingNo: 'Invalid Listing No',
  failedFetchListings: 'Failed to fetch the listings',

  // status and dates
  pendingNeedsContractDate: 'Error: Status cannot be set to Pending if no Contract date is set.',
  soldNeedsClosedDate: 'Error: Status cannot be set to Sold if no Closed date is set.',
  comingSoonNeedsProjectedDate:
    'Error: Status cannot be set to Coming soon if no Projected list date is set.',
  cancelDateWithContractOrClosed: 'Error: Cancel date cannot be set if Contract or Closed dates are set.',
  closedDateWithoutContract: 'Error: Closed date cannot be set without a Contract date.',
  pendingWithCancelledDate: 'Error: Status cannot be Pending with a Cancelled date.',
  pendingWithoutContractDate: 'Error: Status cannot be Pending without a Contract date.',
  soldWithCancelledDate: 'Error: Status cannot be Sold with a Cancelled date.',
  soldWithoutClosedDate: 'Error: Status cannot be Sold without a Closed date.',
  comingSoonWithoutProjectedDate: 'Error: Status cannot be Coming soon without a Projected list date.',
  incorrectValue: 'Error: Incorrect value',

  // successes
  listingDetailsSaved: 'Listing details updated successfully',
  listingDatesSaved: 'Listing dates updated successfully',
  listingPricesSaved: 'Listing prices updated successfully',
  rentalPricesSaved: 'Rental prices updated successfully',
  listingSectionSaved: (section: string) => `Listing ${section} data saved successfully`,
  updatedSuccessfully: 'Updated Successfully',
  agentMlsImportChanged: 'Agent MLS import is changed',

  // listing agents
  agentSelectSaleNotUpdated: 'Agent select sale is not updated',
  errorAddingAgent: 'Error in adding the agent',
  errorUpdatingAgent: 'Error in updating the agent',
  errorDeletingAgent: 'Error in deleting the agent',
  errorUpdatingAgentOrders: 'Error in updating the agents orders',
  errorFetchingAgents: 'Error in fetching agents',
  agentSelectSaleUpdated: 'Agent select sale is updated successfully',
  agentAdded: 'Agent is added',
  agentUpdated: 'Agent is updated',
  agentDeleted: 'Agent is deleted',
  agentOrdersUpdated: 'Agents orders are updated',

  // search and session
  failedDetailedSearch: 'Failed to fetch Detailed page search results',
  noDataForCriteria: 'No Data available based on the search criteria',
  noSearchResults: 'No Search Results Available',
  notApproved: 'Not approved, please check with the agent',
  sessionExpiring: (n: number, masquerading: boolean) =>
    `Your ${masquerading ? 'masquerade' : 'session'} is going to expire in ${n} seconds. Do you want to continue?`,
  noGraphData: 'No Data Available.',
  noVideoSupport: 'Your browser does not support the video tag.',
  noRecordsFound: 'No records found',
  noResultsFound: 'No Results Found',
  noPrivateListings: 'No private listings are present in your market, please check National results',

  // files
  maxFileSize: 'Max file size supported: 50 MB',
  fileFormats: 'File format supported: JPG, JPEG, PNG, PDF',

  // owners
  ownerInfoError: 'Error in retrieving/saving the owner information',
  ownerInfoSaved: 'Owner information has been updated.',
  ownerInfoRequired: 'Owner information is required',

  // validation (spec/000 section 5)
  zipFiveDigits: 'Zip should be five digits',
  titlePipe:
    'The special character "|" is not allowed in listing titles, removing or replacing it is required',
  listingDateRequired: 'Listing date is required',
  expirationDateRequired: 'Expiration date is required',
  projectedDateRequired: 'Projected list date is required for coming soon listings',
  listingCommissionMax: 'Listing commission should be less than or equal to 100%',
  buyerCommissionMax: 'Buyer commission should be less than or equal to 100%',
  listingCommissionMin: 'Listing commission should be greater than or equal to 0%',
  buyerCommissionMin: 'Buyer commission should be greater than or equal to 0%',
  splitOver100: 'Commission should be less than or equal to 100%.',
  splitUnder100: 'Commission splits should be equal to 100%.',
  remainingCommission: (n: number) => `Remaining commission is: ${n.toFixed(2)}`,
  required: (names: string[]) => `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} required`,

  // home (spec/002 section 8)
  failedNews: 'Failed to get the news for carousel',
  failedOfficeStats: 'Failed to get office stats',
  auditHistoryError: 'Error in getting audit history data',
} as const;
