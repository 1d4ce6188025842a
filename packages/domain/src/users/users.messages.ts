/** Users: the catalogue's texts (spec/002 section 8) and the product's chosen ones (marked). */
export const USERS_MSG = {
  userOwnDeactivation: 'You cannot deactivate your own user', // chosen
  activeUsersExported: 'Active users exported', // chosen
  conciergeLoginSaved: 'Concierge login details saved', // chosen
  conciergeNoLogin: 'You have no concierge login yet. Ask a system admin to set one up for you.', // chosen
} as const;
