import { AGENTS_MSG } from './agents/agents.messages';
import { SALES_TEAMS_MSG } from './sales-teams/sales-teams.messages';
import { OFFICES_MSG } from './offices/offices.messages';
import { USERS_MSG } from './users/users.messages';
import { NOTIFICATIONS_MSG } from './notifications/notifications.messages';
import { SHELL_MSG } from './shell.messages';

/**
 * The message catalogue: every text word for word from the spec (section 8 of each document),
 * with the plain typos corrected as spec/README.md decides. Feature areas add their own block.
 */
const imagesNotUploaded = (n: number) =>
  `${n} image(s) could not be uploaded. They are either too small, too large or fail to meet other requirements.`;

export const MSG = {
  ...AGENTS_MSG,
  ...SALES_TEAMS_MSG,
  ...OFFICES_MSG,
  ...USERS_MSG,
  ...NOTIFICATIONS_MSG,
  ...SHELL_MSG,
  // files and uploads (fileFormats below is the JPG, JPEG, PNG, PDF variant)
  maxFileSize: 'Max file size supported: 50 MB',
  fileFormatJpgPngPdf: 'File format supported: JPG, PNG, PDF',
  imageTypeJpgPng: 'Image type supported: JPG, PNG',
  imagesNotUploaded: imagesNotUploaded(1),
  /** The same sentence for n refused images (the web's summary after an upload). */
  someImagesNotUploaded: imagesNotUploaded,
  photosSaveFailed: 'Error saving Photos',
  noFileChosen: 'Choose a file to upload.',
  photosFetchFailed: 'Failed to fetch Photos',
  photoNotUploaded: 'Photo is not uploaded',
  zipFailed: 'Error zipping images',
  // images
  photoBelowMinimumResolution: 'Photo does not meet minimum resolution requirement',
  imageNotInRatio: 'This image is not in 3x2 (or 2x3) aspect ratio.',
  photoNotInColour: 'Photo must be in colour: black-and-white photos are not accepted',
  duplicateImageOrder:
    'Duplicate image order number(s) are detected, please contact App Support to fix this issue.',
  // the image manager
  failedDeleteImages: 'Failed To Delete Images',
  failedImageReorder: 'Failed to save image reorder',
  failedImageCaption: 'Failed to save image caption',
  failedDownloadImages: 'Failed to download images',
  failedDownloadImage: 'Failed to download Image',
  imagesOverLimit: 'Selected images count exceeds total number of allowed photos',
  startingDownload: 'Starting to download',
  imagesDeleted: 'Images deleted successfully',
  imageCropped: 'Image Cropped and saved successfully',
  imagesMoved: 'Successfully moved images',
  captionUpdated: 'Caption Updated',
  floorPlanTitleUpdated: 'Floor Plan Title Updated',
  imageOrderUpdated: 'Image orders have been updated',
  imageTagsSaved: 'Image tags saved successfully',
  failedSetSelectedMedia: 'Failed to set selected video or image',
  imageCropFailed: 'Error saving cropped image',
  imageTagsFailed: 'Error saving image tags',
  imagesMoveFailed: 'Failed to move images',
  cropOutsideImage: 'The crop area must lie inside the image.', // chosen
  oneTagPerImage: 'An image has one tag: choose at most one.', // chosen
  onlyPhotographerImagesMove: 'Only photographer uploaded images can be sent to Main Photos or Floor Plans.', // chosen
  featuredFromMainPhotos: "Choose one of the listing's main photos.", // chosen
  // people photos (agent photo, sales team large photo, office photo: spec/002 sections 5 and 8)
  photoMustBePortrait: 'Photo must be portrait (taller than it is wide)', // chosen
  photoMustBeLandscape: 'Photo must be landscape (wider than it is tall)', // chosen
  fileTypeJpgJpeg: 'File type supported: JPG, JPEG', // chosen
  fileTypeJpgPngJpeg: 'File type supported: JPG, PNG, JPEG',
  agentPhotoUploaded: 'Agent photo is uploaded',
  agentPhotoCropped: 'Agent photo cropped successfully',
  agentPhotoDeleted: 'Agent photo is deleted',
  agentPhotoUploadFailed: 'Failed in uploading the agent photo',
  agentPhotoDeleteFailed: 'Failed in deleting the agent photo',
  agentPhotoFetchFailed: 'Failed to get agent photo',
  photoSaved: 'Photo saved successfully',
  photoDeleted: 'Photo deleted successfully',
  officePhotoFetchFailed: 'Failed to get Office photo',
  photoSaveFailed: 'Error saving Photo',
  officePhotoDeleteFailed: 'Failed To Delete Office Photo',
  // jobs and outbox administration (not in the spec)
  failedJobs: 'Failed to fetch the jobs',
  jobRetried: 'The job will run again shortly',
  failedRetryJob: 'Failed to retry the job',
  failedOutbox: 'Failed to fetch the outbox',
  failedAttachment: 'Failed to download the attachment',
  testMailQueued: 'Test e-mail created: it appears in the outbox',
  failedTestMail: 'Failed to send the test e-mail',
  // platform
  staleVersion: 'This record was changed by someone else. Reload to see the latest version.',
  invalidBody: 'The request is not valid.',
  notFound: 'The requested record was not found.',
  forbidden: 'You do not have permission to do this.',
  unauthenticated: 'Please sign in to continue.',
  unknownUser: 'There is no user for this sign-in. Please contact your administrator.',
  unknownFields: (fields: readonly string[]) =>
    `${fields.length === 1 ? 'This field is' : 'These fields are'} not accepted here: ${fields.join(', ')}`, // chosen
  unknownField: 'This field is not accepted here', // chosen
  // bad input the shared schemas cannot see (texts chosen)
  invalidText:
    'The text contains a character that cannot be stored (a NUL character or an incomplete Unicode character).',
  invalidId: 'An id must be a whole number from 1 to 2147483647.',
  unknownReference: 'The chosen record does not exist. Reload the page and choose again.',
  recordInUse: 'This record is still in use and cannot be removed.',
  duplicateRecord: 'This record already exists.',
  invalidValue: 'A value is out of range or not in the expected format.',
  tooManyRequests: (seconds: number) =>
    `Too many requests in a short time. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  invalidIfMatch:
    'The If-Match header must be "*" or the ETag of a version, such as W/"3". Reload the page and try again.',

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
  /** Not shown in the spec: the failure of POST listing/create. */
  errorCreatingListing: 'Error creating the listing',
  // listing page (issue 5; texts marked 'chosen' are not shown in the spec)
  listingTitleUpdated: 'Listing title is updated',
  errorUpdatingListingTitle: 'Error updating listing title',
  maxLength: (label: string, max: number) => `${label} should be at most ${max} characters`, // chosen
  maxValue: (label: string, max: number) => `${label} should be at most ${max}`, // chosen
  notANumber: (label: string) => `${label} should be a number`, // chosen
  wholeNumber: (label: string) => `${label} should be a whole number`, // chosen
  notNegative: (label: string) => `${label} should not be negative`, // chosen
  invalidDate: (label: string) => `${label} is not a valid date`, // chosen
  invalidShort: 'Invalid',
  yearFourDigits: 'Year should be four digits', // chosen
  ownersMax: 'A listing can have at most 3 owners', // chosen
  rentalTermRequired: 'At least one rental term is required', // chosen
  rentalPeriodTwice: 'Each rental period can be used only once', // chosen
  statusNotAllowed: 'You cannot change this listing to that status', // chosen
  soldPriceOptionUnavailable: 'The sold price option is not available in this sales region', // chosen
  unknownOffice: 'The chosen office does not exist', // chosen
  unknownState: 'The chosen state does not exist', // chosen
  officeChangeForbidden: 'Only staff and administrators can move a listing to another of their offices', // chosen
  dealTypeChangeForbidden: 'You cannot change the deal type: the listing agents are read-only for you', // chosen
  agentSideNotInDeal: (side: 1 | 2) =>
    `The deal type of this listing has no ${side === 1 ? 'list' : 'sale'} side`, // chosen
  notAvailableYet: 'This section is not available yet.', // chosen

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
  // listings II (spec/001 section 8; texts marked 'chosen' are not shown in the spec)
  agentsPerSideMax: 'A side can have at most 20 agents', // chosen
  agentAlreadyOnSide: 'This agent is already on this side', // chosen
  dealTypeChanged: 'Deal type is updated', // chosen
  errorGettingAmenities: 'Error getting amenities',
  errorSavingAmenities: 'Error saving listing amenities',
  amenitiesSaved: 'Listing amenities saved successfully',
  amenityNote: 'Not every website displays every amenity.', // chosen
  amenityTextMax: 'Amenity text should be at most 100 characters', // chosen
  virtualTourHttps: (host: string) => `Url should be in the format of https eg: ${host}`,
  virtualTourSaved: 'Virtual Tour Url updated successfully',
  errorSavingVirtualTour: 'Error saving Virtual Tour',
  noteSaved: 'Note saved successfully',
  notesError: 'Error getting/saving notes for listing',
  noteRequired: 'Note is required', // chosen
  noteMax: 'Note should be at most 3000 characters', // chosen
  commissionsFetchError: 'Error in getting the listing commissions',
  commissionsUpdateError: 'Error in updating the changes',
  commissionsExportError: 'Failed to export commission data',
  commissionsUpdated: 'Changes are updated successfully',
  fetchFromToListings: 'Failed to fetch the from/to listing list',
  mergeFailed: 'Failed to merge listings',
  mergeDone: 'Listings merged successfully', // chosen
  mergeSameListing: 'Choose two different listings to merge', // chosen
  dataComplete: 'Data Complete', // chosen
  additionalMlsSaved: 'Listing additional MLS data saved successfully',

  // search and session
  failedDetailedSearch: 'Failed to fetch Detailed page search results',
  noDataForCriteria: 'No Data available based on the search criteria',
  noSearchResults: 'No Search Results Available',
  notApproved: 'Not approved, please check with the agent',
  sessionExpiring: (n: number, masquerading: boolean) =>
    `Your ${masquerading ? 'masquerade' : 'session'} is going to expire in ${n} seconds. Do you want to continue?`,
  // identity (spec/000 sections 4.4 and 8; texts marked 'chosen' are not shown in the spec)
  masqueradeSelf: 'You cannot masquerade as yourself.', // chosen
  masqueradeSystemAdmin: 'Only a system administrator can masquerade as a system administrator.', // chosen
  noGraphData: 'No Data Available.',
  noVideoSupport: 'Your browser does not support the video tag.',
  noRecordsFound: 'No records found',
  noResultsFound: 'No Results Found',
  noPrivateListings: 'No private listings are present in your market, please check National results',

  // files
  fileFormats: 'File format supported: JPG, JPEG, PNG, PDF',
  // PDF floor plans (texts not shown in the spec: chosen)
  pdfUnreadable: 'This PDF could not be read: it may be damaged. Save it again as PDF and retry.', // chosen
  pdfEncrypted: 'This PDF is encrypted or password protected: upload a copy without protection.', // chosen
  pdfNoPages: 'This PDF has no pages.', // chosen
  pdfTooManyPages: (n: number) => `A floor plan PDF may have at most ${n} pages.`, // chosen
  pdfPageTooLarge: 'The first page of this PDF is too large to be shown.', // chosen
  pdfNotCroppable: 'A PDF floor plan cannot be cropped: crop the plan before saving it as PDF.', // chosen

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

  // searches (spec/002 section 8, 'Searches and applications')
  searchSaved: 'Search saved successfully',
  // applications (spec/002 sections 2.7 and 8)
  applicationListFailed: 'Failed to get the application list',
  applicationAddFailed: 'Failed to add application',
  applicationDeleteFailed: 'Failed to delete the app',
  applicationAdded: 'Application added successfully',
  applicationSaved: 'Saved!',
  confirmDeleteApplication: 'Are you sure you want to delete this App?',
  // wording ours: the spec gives the rule, not the text
  applicationLinkInvalid: 'Link should be a valid http or https address',
  applicationRoleUnknown: 'Choose roles from the list',
  applicationFavouriteSelfOnly: 'You can change only your own favourites',
  confirmDeleteSearch: (name: string) => `Are you sure you want to delete ${name}?`,
  // advanced search criteria (wording ours: the spec gives the rules, not the texts)
  unknownSearchField: (name: string) => `${name} is not a search field`,
  criterionYesNo: (name: string) => `${name}: choose Yes or No`,
  criterionNumber: (name: string) => `${name}: enter a minimum or a maximum number`,
  criterionMinMax: (name: string) => `${name}: the minimum cannot be greater than the maximum`,
  criterionDate: (name: string) => `${name}: choose a date preset, or a valid start and end date`,
  criterionText: (name: string) => `${name}: enter a value`,
  criterionChoose: (name: string) => `${name}: choose at least one value`,

  // users (spec/002 section 8; 'occured' corrected per spec/README)
  failedGetUserDetails: 'Failed to get user details',
  errorUpdatingUserDetails: 'Error occurred while updating the user details',
  failedSaveUserDetails: 'Failed to save the user details',
  failedAssistantAgentDetails: 'Failed to retrieve the agent details for assistant',
  failedSaveDashRole: 'Failed to save user dash role',
  errorSavingDashRole: 'Error occurred while saving user dash role',
  failedRemoveDashRole: 'Failed to remove user dash role',
  errorRemovingDashRole: 'Error occurred while removing user dash role',
  failedRetrieveDashRoles: 'Failed to retrieve user dash roles',
  failedSaveConciergeLogin: 'Failed to save concierge user login details',
  failedRetrieveActiveUsers: 'Failed to retrieve active users',
  userDetailsSaved: 'Saved User Details Successfully',
  dashRoleSaved: 'Saved user dash role',
  dashRoleRemoved: 'Removed user dash role',
  dashRoleDuplicate: 'Office cannot have same role again',
  userEmailNotValid: 'Email is not valid',
  userEmailTaken: 'This e-mail is already used by another user', // chosen
  userUnknownRole: 'Unknown role', // chosen
  userUnknownOffice: 'Unknown office', // chosen
  userOwnAdminRole: 'You cannot remove your own System Administrator role', // chosen
  userTextMax: (label: string, max: number) => `${label} should be at most ${max} characters`, // chosen
  // passwords (spec/000 section 5.2 for the rule; other texts chosen)
  passwordStrength:
    'Password must be at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special character from #?!@$%^&*-',
  passwordsDoNotMatch: 'Passwords do not match', // chosen
  // staff sign-in at the built-in identity provider (texts chosen)
  signInIncorrect: 'The e-mail or password is incorrect.',
  signInTooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  signInRequestExpired: 'This sign-in request has expired or was already used. Start again from Atrium.',
  passwordSetFor: (name: string) => `Password set for ${name}`,
  passwordResetLinkSentTo: (email: string) => `A reset link was sent to ${email}`,
  failedSetPassword: 'Failed to set the password',
  failedSendResetLink: 'Failed to send the reset link',
  passwordResetLinkInvalid:
    'This link is invalid, was already used or has expired. Ask a system administrator for a new one.',
  passwordResetDone: 'You can now sign in to Atrium with your new password.',
  // photographer area
  photographerInvalidLogin: 'The e-mail or password is incorrect.', // chosen
  photographerTooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.', // chosen
  photographerTooManyRequests: 'Too many requests. Please wait 15 minutes and try again.', // chosen
  photographerResetSent:
    'If an account exists for this e-mail, we have sent a link to reset the password. The link is valid for 30 minutes.', // chosen
  photographerResetInvalid: 'This reset link is invalid or has expired. Please request a new one.', // chosen
  photographerPasswordReset: 'Your password has been reset. Please sign in.', // chosen
  photographerRegisterSent:
    'Thank you. If the address is right, an e-mail is on its way to it: a link to choose your password (valid for 30 minutes), or, if the address already has an account, how to sign in.', // chosen
  photographerPasswordSet: 'Your password is set. Please sign in.', // chosen
  photographerSignInRequired: 'Please sign in to the photographer area.', // chosen
  photographerNoInvites: 'No listings yet. You will see a listing here once an agent invites you.', // chosen
  // photographer invite, photographer upload and photo credit
  inviteSent: 'Invite Sent',
  inviteNotSent: "Invite didn't send",
  invitationAlreadySent: (addresses: string) => `Invitation is already sent for ${addresses}.`,
  inviteAddressesMax: (n: number) => `Up to ${n} addresses can be invited at a time.`, // chosen
  inviteAddressRequired: 'Enter at least one address to invite.', // chosen
  inviteAddressDuplicate: (email: string) => `${email} is entered more than once.`, // chosen
  inviteAddressNotValid: (email: string) => `${email} is not a valid e-mail address.`, // chosen
  inviteListingMismatch: 'The invitation does not match this listing.', // chosen
  onlyImagesUploaded: (n: number, m: number) =>
    `Only ${n} out of ${m} images were uploaded due to image limitations`,
  uploadProgress: (n: number, m: number) =>
    `Uploading ${n} of ${m} images. Large images will take time to upload. So do not close the tab.`,
  photoCreditsSaveFailed: 'Error saving Photo Credits',
  photoImportFlagFailed: 'Error saving MLS Photo Import flag',
  photoCreditForPr: 'This field is required to be considered for PR placements',
  photoCreditFetchFailed: 'The photo credit could not be loaded.', // chosen
  mlsImportFlagUpdated: 'MLS import flag updated successfully',
  photosSaved: 'Photos saved successfully',
  // sharing images
  imagesShared: 'Images shared successfully',
  shareFailed: 'Failed to share images', // chosen
  shareNoImages: 'Select at least one image to share.', // chosen
  shareTooManyImages: (n: number) => `Up to ${n} images can be shared at a time.`, // chosen
  shareOneRecord: 'The images shared at one time must all belong to one record.', // chosen
  shareSizeNotOffered: 'This size is not offered for these images.', // chosen
  shareImagesGone: 'The shared images are no longer available.', // chosen
  shareLinkNotFound: 'This share link is unknown or has expired. Ask the sender to share the images again.', // chosen
  // ad copy (texts marked 'chosen' are not shown in the spec)
  errorGettingAdCopies: 'Error getting ad copies',
  errorSavingAdCopy: 'Error saving ad copy',
  errorCreatingAdCopy: 'Error creating ad copy',
  errorTogglingAdCopyImport: 'Error toggling suppress ad copy MLS import',
  adCopySaved: 'Ad copy saved successfully',
  adCopyOverLimit: (n: number) =>
    `Ad Copy is over ${n} characters and will not be saved, please reduce the character count to save your changes`,
  adCopyHeadlineMax: (n: number) => `Headline should be at most ${n} characters`, // chosen
  adCopyExists: 'This listing already has an ad copy of this size and language.', // chosen
  adCopyUnknownSize: 'Unknown ad copy size', // chosen
  adCopyUnknownLanguage: 'Unknown ad copy language', // chosen
  adCopyDraftUnknown: 'This AI draft is unknown or belongs to another listing.', // chosen
  adCopyAiFailed: 'The AI draft could not be written, please try again later.', // chosen
  adCopyProofreadTitle: 'Proofread before saving', // chosen
  adCopyProofread:
    'This ad copy was drafted by AI from the facts stored for this listing. Read it in full before saving: check every fact, remove anything that is not true of the property, and make sure it describes the home, not who should live in it. Nothing is saved until you press Save.', // chosen
  adCopyFairHousing:
    'Fair housing: these words describe people rather than the property. Describe the home and its features instead.', // chosen
  // home news management and shell (texts not shown in the spec: chosen)
  newsSaved: 'News item saved',
  newsDeleted: 'News item deleted',
  failedSaveNews: 'Failed to save the news item',
  failedDeleteNews: 'Failed to delete the news item',
  newsUrlInvalid:
    'Enter an address starting with http:// or https://, or a page of Atrium starting with a single /',
  feedbackSent: 'Thank you, your feedback has been sent',
  failedFeedback: 'Failed to send feedback',
  failedGetFeedback: 'Failed to get feedback',
  // syndication (texts not shown in the spec: chosen)
  syndicationSaved: 'Syndication saved successfully',
  syndicationSaveFailed: 'Error saving syndication',
  syndicationFetchFailed: 'Failed to fetch syndication',
  /** The send-only option together with consumers: the choices exclude each other. */
  syndicationSendOnlyExclusive: (option: string) =>
    `'${option}' cannot be combined with data consumers: choose one or the other.`,
  syndicationDuplicateConsumer: 'A data consumer is listed more than once.',
  syndicationUnknownConsumer: (id: number) => `Unknown data consumer ${id}.`,
  syndicationRequirementsNotMet: (consumer: string, missing: string[]) =>
    `${consumer} cannot be selected: missing ${missing.join(', ')}.`,
  // videos (spec texts; the guideline, slot and format sentences are not shown there: chosen)
  videoFetchFailed: 'Error Fetching Video Details',
  videoUpdateFailed: 'Error in updating the video',
  videoDeleteFailed: 'Error Deleting Video',
  videoIngestFailed: 'Injest request failed',
  videoNotUploaded: 'Video is not uploaded',
  videoNotCreated: 'Video is not created in Brightcove',
  videoTagUnsupported: 'Your browser does not support the video tag.',
  videoDetailsUpdated: 'Video details is updated',
  videoDeleted: 'Video is deleted',
  showcaseHeroVideoExists: 'Showcase Hero Video already exists, please delete it and try uploading again.',
  propertyVideoFirst: 'You must add a Property Video before adding a 15 Second Video.',
  videoSlotUnknown: 'This video slot does not exist.', // chosen
  videoSlotTaken: 'This slot already has a video. Delete it before uploading another.', // chosen
  videoBelow720p: 'The video must be at least 720p (1280x720).', // chosen
  videoNot16by9: 'The video must be landscape in a 16:9 aspect ratio.', // chosen
  videoNotFifteenSeconds: 'The 15 Second Video must be exactly 15 seconds long.', // chosen
  videoUnreadable: 'The file could not be read as a video.', // chosen
  videoFormats: 'Video format supported: MP4, MOV, WEBM, MKV, AVI', // chosen
  videoTooLarge: 'Max video size supported: 2 GB', // chosen
  videoGuidelines:
    'Video guidelines: minimum 720p, 16:9, no logos, text or still images; the 15 second video is exactly 15 seconds.',
  // showcase site and domain (spec/001 section 8)
  showcaseNotAvailable: 'Domain / showcase site is not available for this listing',
  showcaseNotEligible: 'Listing is not eligible for showcase site',
  domainNotPurchased: 'Domain is not purchased successfully',
  domainPurchased: 'Domain is purchased successfully',
  domainRenewed: 'Domain is renewed',
  domainRenewError: 'Error in renewing the domain',
  domainRedeemed: 'Domain is redeemed successfully',
  domainRedeemError: 'Error in redeeming the domain',
  domainReleased: 'Domain is released successfully',
  domainReleaseError: 'Error in releasing the domain / deleting the showcase site',
  domainAvailable: 'Domain is available',
  domainNotAvailable: 'Domain is not available',
  domainCheckError: 'Error in checking domain availability',
  domainNotValid: 'Not a valid domain',
  domainBrandPolicy: (brand: string) => `As per company policy, domains cannot contain the phrase ${brand}.`,
  websiteSaved: 'Website data saved successfully',
  websiteSaveFailed: 'Failed to save website data',
  showcaseCustomHeaderMax: 'Custom header cannot be more than 50 characters', // chosen
  showcaseCustomTabsMax: 'Up to 4 custom tabs', // chosen
  showcaseDomainExists: 'The listing already has a domain', // chosen
  domainNotRenewable: 'The domain cannot be renewed now', // chosen
  domainNotRedeemable: 'The domain cannot be redeemed now', // chosen
  // private showcase sites
  privateUserSaved: 'Showcase site user is saved successfully',
  privateUserSaveError: 'Error in saving the showcase site user',
  privateUserEndBeforeStart: 'End date is lesser than the start date',
  privateUserRequired: 'Client name and access code are required, and both dates with custom dates', // chosen
  privateUserCodeTaken: 'This access code is already used on this site', // chosen
  privateUserNotEditable: 'This access code has expired and can no longer be changed', // chosen
  accessApproved: 'Approved',
  accessNotApproved: 'Not approved, please check with the agent',
  privateAccessRequested: 'Your request has been sent to the agent', // chosen
  privateAccessCodeSent: 'Your access code has been sent to your e-mail', // chosen
  privateAccessRequestIncomplete: 'Enter your name and a valid e-mail address to request access', // chosen
  privateAccessWrongCode: 'This access code does not open the site. Check it, or request access.', // chosen
  // property marketing
  marketingCreated: 'Successfully created a property marketing',
  marketingSaved: 'Marketing saved successfully',
  marketingDeleted: 'Successfully deleted',
  advertisementSaved: 'Advertisement is saved successfully',
  emailCampaignSaved: 'Email campaign is saved successfully',
  socialCampaignSaved: 'Social campaign is saved successfully',
  featuredPlacementSaved: 'Featured placement is saved successfully',
  additionalPromotionSaved: 'Additional promotion is saved successfully',
  advertisementSaveFailed: 'Failed to save advertisement',
  emailCampaignSaveFailed: 'Failed to save email campaign',
  socialCampaignSaveFailed: 'Failed to save social campaign',
  featuredPlacementSaveFailed: 'Failed to save featured placement',
  additionalPromotionSaveFailed: 'Failed to save Additional Promotion',
  marketingListFailed: 'Error in getting the property marketing list',
  marketingDeleteFailed: 'Failed to delete marketing item',
  marketingExportFailed: 'Failed to export the data',
  marketingTypesFailed: 'Failed To Get Marketing Type',
  marketingFromAfterTo: 'From date should be before the to date', // chosen
  marketingCountInvalid: 'Enter a whole number of at most 10 digits', // chosen
  marketingFieldNotForType: (field: string) => `${field} does not apply to this marketing type`, // chosen
  // views on web
  viewsSiteSaved: 'Views on web site saved successfully', // chosen
  viewsSiteSaveFailed: 'Failed to save views on web site', // chosen
  viewsFetchFailed: 'Error fetching views on web', // chosen
  viewsSiteNameTaken: 'A site with this name is already listed', // chosen
  viewsTotalInvalid: 'Total views should be a whole number of at least 1 (at most 10 digits)', // chosen
  viewsSiteDeleted: 'Data deleted successfully',
  viewsSiteDeleteFailed: 'Failed To Delete',
  viewsLogoSaved: 'Logo saved successfully', // chosen
  // client marketing report builder
  reportPanelFailed: 'Error getting panel data',
  reportToggleFailed: 'Failed To Update Toggle Details',
  reportSortOrderFailed: 'Failed to Update Sort Order',
  reportToggleSaved: 'Display flag updated successfully',
  reportSortOrderSaved: 'Sort order updated successfully',
  reportNotesSaved: 'Notes updated successfully',
  reportNotesFailed: 'Failed To Update Notes',
  reportCoverSaved: 'Cover updated successfully', // chosen
  reportNotesMax: 'Notes should be at most 3000 characters', // chosen
  reportUnknownSection: 'Unknown report section', // chosen
  reportNestingRefused: (parent: string, child: string) => `${child} cannot be placed inside ${parent}`, // chosen
  reportSectionsMismatch: "The sections sent are not this report's sections. Reload the page and try again.", // chosen
  reportNotesOnly: 'Only the Notes section has text', // chosen
  reportMediaNotFound: "Choose one of the listing's photos or finished videos.", // chosen
  reportInTheNews: 'To change or edit the content below, please contact your local marketing department.',
  marketingFileRemoved: 'Marketing file is removed from the server successfully',
  marketingFileDeleteFailed: 'Failed to delete the marketing file from server',
  marketingFileUploaded: 'Marketing file is uploaded successfully', // chosen
  listingMarketingFailed: 'Error fetching listing marketing',
  listingMarketingEmpty: 'No marketing yet for the listings you can see', // chosen
  // open houses and showings
  showingSaved: 'Showing saved successfully',
  openHouseSaved: 'Open house saved successfully',
  showingSaveFailed: 'Failed to save showing',
  openHouseSaveFailed: 'Failed to save open house',
  showingsFetchError: 'Error fetching showings',
  openHousesFetchError: 'Error fetching open houses',
  showingOpenHouseDeleteFailed: 'Failed To Delete Showing/Open House',
  showingOpenHouseDeleted: 'Data deleted successfully',
  showingCountMin: 'Number of showings should be at least 1', // chosen
  openHouseStartBeforeEnd: 'The open house must start before it ends', // chosen
  openHouseDoNotShowTime: "Don't display time is only allowed with By Appointment Only", // chosen
  // showings import
  showingsUploadFailed: 'Failed to upload the showings file',
  showingsFileEmpty: 'Showings file is empty', // chosen, as the select-sold import's
  showingsFileFormat: 'File format supported: CSV, XLSX', // chosen
  showingsFileUnreadable: 'The file could not be read as CSV or XLSX', // chosen
  showingsFileTooManyRows: (max: number) =>
    `The file has more than ${String(max).replace(/\B(?=(\d{3})+$)/g, ',')} rows; split it and import each part`, // chosen
  showingsFileMissingColumns: (names: string[]) =>
    `The first row must name the columns; missing: ${names.join(', ')}`, // chosen
  showingsImported: (added: number, updated: number, skipped: number) =>
    `Showings imported: ${added} added, ${updated} updated, ${skipped} skipped`, // chosen
  showingsNoneImported: (skipped: number) => `No showings were imported: ${skipped} skipped`, // chosen
  showingsImportRow: (row: number, reason: string) => `Row ${row}: ${reason}`, // chosen
  showingsImportUnknownMls: (mls: string) => `No listing you can edit has MLS number ${mls}`, // chosen
  showingsImportAmbiguousMls: (mls: string) => `MLS number ${mls} matches more than one listing`, // chosen
  showingsImportDuplicate: (row: number) => `Same MLS number, date and buyer as row ${row}`, // chosen
  showingsImportIgnoredColumns: (names: string[]) => `Columns ignored: ${names.join(', ')}`, // chosen
  // client marketing report scheduler
  reportScheduleLoadFailed: 'Failed To Load Emails',
  reportScheduleAddFailed: 'Failed To Add Email',
  reportScheduleUpdateFailed: 'Failed To Update.',
  reportScheduleDeleteFailed: 'Failed To Delete Email',
  reportScheduleSaved: 'Success, Email saved.',
  reportScheduleUpdated: 'Email Updated successfully.',
  reportScheduleDeleted: 'Email deleted successfully.',
  reportSendNowQueued: 'Success, Your email will be sent shortly.',
  reportRecipientRequired: 'Enter at least one recipient e-mail.', // chosen
  reportRecipientInvalid: (emails: string[]) =>
    `${emails.join(', ')} ${emails.length === 1 ? 'is not a valid e-mail address' : 'are not valid e-mail addresses'}.`, // chosen
  reportFromNameRequired: 'From name is required', // chosen
  reportFromAddressInvalid: 'Enter a valid from e-mail address.', // chosen
  reportSendNowNotSavable: 'Send Now can only be sent, not saved.', // chosen
  reportScheduleNotSendable: 'Only Send Now sends at once; other schedules are saved.', // chosen
  reportLinkRevoked: 'Report link revoked: the old link no longer opens the report.', // chosen
  reportLinkCopied: 'Report link copied', // chosen
  reportLinkLoadFailed: 'Failed to get the report link', // chosen
  reportLinkRevokeFailed: 'Failed to revoke the report link', // chosen
  // media outlets and advertisements
  mediaOutletLoadFailed: 'Error in fetching media outlet',
  mediaOutletDeactivated: 'Media outlet is deactivated successfully',
  mediaOutletSaved: 'Media outlet saved successfully', // chosen
  mediaOutletSaveFailed: 'Failed to save the media outlet', // chosen
  advertisingFileUploaded: 'File uploaded successfully', // chosen
  mediaOutletInactive: 'Choose an active media outlet', // chosen
  confirmDeactivateMediaOutlet: (name: string) => `Are you sure you want to deactivate ${name}?`, // chosen
  advertisementListFailed: 'Failed to retrieve the advertisement list',
  advertisementDeleteFailed: 'Failed to delete the selected advertisement',
  advertisementCreateUpdateFailed: 'Failed to create/update advertisement',
  advertisementEditionsFailed: 'Failed to fetch edition based on media outlet',
  advertisementCopyFailed: 'Failed to copy the selected advertisement',
  advertisementExportFailed: 'Failed to export advertisement',
  fileRemovedFromServer: 'File removed from server',
  fileDeleteFromServerFailed: 'Failed to delete file from server',
  advertisementDeleted: 'Advertisement deleted successfully',
  advertisementFetched: 'Advertisement fetched Successfully',
  advertisementCreatedUpdated: 'Advertisement created/updated Successfully',
  advertisementCopied: 'Successfully copied the selected advertisement',
  advertisementLoadFailed: 'Failed to load the advertisement', // chosen
  advertisementInUse: 'The advertisement has spots: remove them before deleting it', // chosen
  advertisementRunDateRange: 'Run date from must not be after run date to', // chosen
  advertisementDeadlineAfterRun: 'Reservation deadline must not be after the run date', // chosen
  advertisementFileTypeUnknown: 'File type must be 1 (image) or 2 (tear sheet)', // chosen
  confirmDeleteAdvertisement: (name: string) => `Are you sure you want to delete ${name}?`, // chosen
  // spots (advertising spots: booking, requests, reservations, agent costs)
  spotLoadFailed: 'Failed to get Spot',
  spotCreateFailed: 'Failed to create Spot',
  spotUpdateFailed: 'Failed to update Spot',
  spotAssignFailed: 'Can not assign listing to the Spot',
  spotListingsRemoveFailed: 'Failed to remove the selected listings',
  spotReserveFailed: 'Failed to reserve the Spot(S)',
  spotReservedListFailed: 'Failed to fetch the reserved spot list',
  spotAgentCostUpdateFailed: 'Failed to update agent cost',
  spotAdvertisementListFailed: 'Error in fetching advertisement and spot list',
  spotRequestFailed: 'Cannot request a spot, please try again later',
  spotStatsFailed: 'Failed to request spot stats',
  spotReserved: 'Spot(s) has been reserved successfully',
  spotAssigned: 'Listing has been assigned to Spot successfully',
  spotRequested: 'Successfully requested the spot. Marketing staff will contact you for more information',
  spotCreated: 'Spot created successfully', // chosen
  spotUpdated: 'Spot updated successfully', // chosen
  spotDeleted: 'Spot deleted successfully', // chosen
  spotAgentCostUpdated: 'Agent cost updated successfully', // chosen
  spotNoneAvailable: 'No spots are left: every spot is reserved or booked', // chosen
  spotNotEnoughAvailable: (n: number) => `Only ${n} spot${n === 1 ? ' is' : 's are'} left to reserve`, // chosen
  spotBelowTaken: (n: number) => `Number of spots cannot be less than the ${n} already reserved or booked`, // chosen
  spotListingAlreadyAssigned: 'This listing is already assigned to the spot', // chosen
  spotListingUnknown: 'Choose a listing you may book', // chosen
  spotNotRequestable: 'Agents cannot request this spot', // chosen
  spotEntityUnknown: 'Choose offices or agents you may reserve for', // chosen
  spotCostAgentsMismatch: 'The costs must name the agents of the reservation', // chosen
  // agent goals and business (spec/002 section 8 'Agents'; texts marked 'chosen' are not shown in the spec)
  agentGoalsFetchFailed: 'Failed to fetch agent goals',
  agentGoalSaveFailed: 'Failed to save agent goal',
  agentGoalSaved: 'Goal data saved Successfully',
  goalYearRange: 'Year must be between 2000 and 2100', // chosen
  goalFigureRange: (label: string) => `${label} must be a whole number from 0 to 2,147,483,647`, // chosen
  goalYearTaken: 'A goal for this year already exists', // chosen
  businessFiguresFailed: 'Failed to fetch the business figures', // chosen
  myTasksFailed: 'Failed to fetch your tasks', // chosen
  // press and other marketing
  pressListFailed: 'Failed to retrieve the press list',
  pressSaved: 'Press item saved successfully', // chosen
  pressSaveFailed: 'Failed to save the press item', // chosen
  pressDeleted: 'Press item deleted successfully', // chosen
  pressDeleteFailed: 'Failed to delete the press item', // chosen
  pressDetailFailed: 'Failed to get the press item', // chosen
  pressOneEntity: 'Link the press item to an agent or to a listing, not both', // chosen
  pressImageSaved: 'Web display image saved', // chosen
  otherMarketingFetchFailed: 'Failed to fetch other marketing details',
  otherMarketingUpdateFailed: 'Failed to update the other marketing',
  otherMarketingUpdated: 'Successfully updated the Other Marketing',
  otherMarketingDeleteFailed: 'Failed to delete',
  additionalMarketingAgentRequired: 'Additional marketing can be created with at least one agent',
  additionalMarketingCitRule:
    'An item marked CIT with an office cost needs an agent cost and a credit memo type', // chosen
  additionalMarketingOneListing: 'Every agent of an additional marketing entry must be of the same listing', // chosen
  listingsRetrieveFailed: 'Failed to retrieve the listings',
  additionalMarketingDuplicateAgent: 'An agent can be listed only once', // chosen
  // developments (spec/002 section 8; texts marked 'chosen' are not shown in the spec)
  developmentDetailsLoadFailed: 'Failed to fetch the development details',
  developmentUnitsLoadFailed: 'Failed to fetch the development units',
  developmentAgentsLoadFailed: 'Failed to fetch the development agents',
  developmentListingsLoadFailed: 'Failed to fetch the development listings',
  developmentDetailsUpdateFailed: 'Error in updating the development details',
  developmentAgentsUpdateFailed: 'Failed to update development agents details',
  developmentListingsUpdateFailed: 'Failed to update development Listings details',
  developmentAmenitiesSaveFailed: 'Error saving Development amenities',
  developmentPublishFailed: 'Error in updating the development publish',
  developmentAgentsReorderFailed: 'Failed to update the building agents display orders',
  developmentListFailed: 'Failed to get development list',
  developmentCreateFailed: 'Failed to create a development or upload the logo',
  developmentListingSearchFailed: 'Failed to get the listings',
  developmentCreated: 'Development is created successfully',
  developmentLogoNotUploaded:
    'Photo is not uploaded because it does not meet the minimum recommended criteria',
  developmentLogoFetchFailed: 'Failed to get the development logo', // chosen
  developmentLogoUploadFailed: 'Failed to upload the development logo', // chosen
  developmentLogoDeleteFailed: 'Failed to delete the development logo', // chosen
  developmentLogoUploaded: 'Development logo is uploaded', // chosen
  developmentLogoDeleted: 'Development logo is deleted', // chosen
  developmentDetailsUpdated: 'Development details are updated', // chosen
  developmentAdCopyUpdated: 'Development ad copy is updated', // chosen
  developmentAgentAdded: 'Development agent is added', // chosen
  developmentAgentRemoved: 'Development agent is removed', // chosen
  developmentAgentsReordered: 'Development agents display orders are updated', // chosen
  developmentListingsAdded: 'Listings are associated with the development', // chosen
  developmentListingRemoved: 'Listing is removed from the development', // chosen
  developmentAmenitiesSaved: 'Development amenities are saved', // chosen
  developmentPublished: 'Development is published', // chosen
  developmentUnpublished: 'Development is unpublished', // chosen
  developmentAgentsPerSide: 'At most 20 agents per side of a development', // chosen
  developmentAgentTwice: 'This agent is already an agent of the development', // chosen
  developmentAgentUnknown: 'Choose an active agent from the list', // chosen
  developmentOfficeNotAllowed: 'Choose one of your offices', // chosen
  developmentStateUnknown: 'Choose a state from the list', // chosen
  developmentListingNotAllowed: 'Only listings you may manage can be associated', // chosen
  developmentAmenityUnknown: 'Choose amenities from the list', // chosen
  developmentDigitsMax: (label: string, max: number) => `${label} should be at most ${max} digits`, // chosen
  // AI areas
  aiAreaListFailed: 'Failed to retrieve the AI Area list',
  aiAreaSaveFailed: 'Failed to create or update individual AI Area',
  aiAreaDeleteFailed: 'Failed to delete Ai Area',
  aiAreaParentFailed: 'Failed to update Parent Ai Area',
  aiAreaExportFailed: 'Failed to export AI Areas',
  aiAreaDeleted: 'Ai Area deleted.',
  aiAreaParentUpdated: 'Parent Ai Area updated.',
  aiAreaSaved: 'AI Area saved.', // chosen
  aiAreaNameTaken: 'An AI Area with this name already exists in this sales region', // chosen
  aiAreaParentSelf: 'An AI Area cannot be its own parent', // chosen
  aiAreaParentRegion: 'The parent AI Area must be in the same sales region', // chosen
  aiAreaParentLoop: 'This parent would make a loop: it is already below this AI Area', // chosen
  aiAreaParentUnknown: 'Choose a parent AI Area from the list', // chosen
  aiAreaRegionHasChildren: 'Move or clear the child AI Areas before changing the sales region', // chosen
  // send to dash
  dashSendFailed: 'Error sending to Dash',
  noAgentOnListing: 'No Agent associated with the listing',
  dashListingQueued: 'Listing queued successfully.  Check back shortly to see its status.',
  dashStatusLoadFailed: 'Failed to get the Dash status', // chosen
  confirmSendToDash: 'Send this listing to Dash?', // chosen
  // reporting and exports (spec/002 section 8 'Agents'; the rest chosen)
  failedCitReport: 'Failed to retrieve the Agent CIT Report',
  reportEndBeforeStart: 'The end date must be on or after the start date', // chosen
  failedReportExport: 'Failed to export the report', // chosen
  failedAdvertisingReport: 'Failed to retrieve the advertising report', // chosen
  failedAbcr: 'Failed to retrieve the ABCR details', // chosen
  reportExportQueued: 'The export is being prepared. It appears below with a download link when ready.', // chosen
  reportExportFailed: 'The export failed. Please try again.', // chosen
  // design vault ({host} is the design tool's name)
  designVaultTemplatesFailed: 'Error getting Design Vault Templates',
  designVaultToggleFailed: 'Error enabling/disabling Office Design Vault Templates',
  designVaultNotInSystem: (host: string) =>
    `This property is not in the ${host} system. Please check that it meets requirements.`,
  designVaultTemplateEnabled: (name: string) => `${name} is enabled for this office`, // chosen
  designVaultTemplateDisabled: (name: string) => `${name} is disabled for this office`, // chosen
  // MLS e-mails and imports
  mlsEmailsLoadFailed: 'Error getting MLS emails',
  mlsEmailSaveFailed: 'Error saving email',
  mlsEmailDeleteFailed: 'Error deleting email',
  mlsEmailSaved: 'Email saved successfully',
  mlsEmailDeleted: 'Email deleted successfully',
  mlsEmailTaken: 'This e-mail is already a contact of this MLS', // chosen
  mlsNoSource: 'No MLS source found for this listing',
  mlsListingNotFound: (id: string | number) => `Listing ${id} not found in the MLS`,
  mlsDetailsFailed: 'Error getting MLS details for listing',
  mlsImportFailed: 'Error importing MLS details for listing',
  mlsImportQueued: 'MLS data has been queued up to import. Please check back shortly for updates.',
  selectSoldUploadFailed: 'Failed to upload the select sold file',
  selectSoldFileEmpty: 'Select sold file is empty',
  selectSoldProcessed: 'Select sold listings are processed.',
  selectSoldAgentIdsInvalid: 'Agent IDs should be whole numbers separated by ; or ,', // chosen
  selectSoldTooManyAgents: (max: number) => `A row names at most ${max} agents`, // chosen
  selectSoldUnknownMls: (mls: string) => `No listing has MLS number ${mls}`, // chosen
  selectSoldUnknownId: (id: number) => `No listing has id ${id}`, // chosen
  selectSoldDuplicate: (row: number) => `Same listing as row ${row}`, // chosen
  selectSoldNoListingAgent: (ids: number[]) =>
    `None of the agents ${ids.join(', ')} is an agent of this listing`, // chosen
} as const;
