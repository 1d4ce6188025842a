/** Users: the catalogue's texts (spec/002 section 8) and the product's chosen ones (marked). */
export const USERS_MSG = {
  userOwnDeactivation: 'You cannot deactivate your own user', // chosen
  activeUsersExported: 'Active users exported', // chosen
} as const;
