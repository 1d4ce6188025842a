/** What the users feature shares with other features: the user search. */
export { searchUsers } from './users.service';
