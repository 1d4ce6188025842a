/**
 * The user page's sections in order (Identity, OfficeAccess, Roles, DashRoles, Assists (read-only), Concierge; then the user
 * audit, read-only). `?edit={key}` opens a section's form, matched case-insensitively.
 */
import type { UserSection } from './section-contract';
import { IdentityForm, IdentityReadView } from './identity-section';
import { OfficeAccessForm, OfficeAccessReadView } from './office-access-section';
import { RolesForm, RolesReadView } from './roles-section';
import { DashRolesForm, DashRolesReadView } from './dash-roles-section';
import { ConciergeForm, ConciergeReadView } from './concierge-section';
import { AssistsReadView } from './assists-section';
import { HistoryReadView } from './history-section';

export type { UserSection, UserViewProps } from './section-contract';

export const USER_SECTIONS: UserSection[] = [
  { key: 'Identity', title: 'Identity', ReadView: IdentityReadView, EditForm: IdentityForm },
  {
    key: 'OfficeAccess',
    editAliases: ['offices'],
    title: 'Office Access',
    ReadView: OfficeAccessReadView,
    EditForm: OfficeAccessForm,
  },
  { key: 'Roles', title: 'Roles', ReadView: RolesReadView, EditForm: RolesForm },
  {
    key: 'DashRoles',
    title: 'Dash Roles',
    ReadView: DashRolesReadView,
    EditForm: DashRolesForm,
  },
  { key: 'Assists', title: 'Assistant To', ReadView: AssistsReadView },
  { key: 'Concierge', title: 'Concierge', ReadView: ConciergeReadView, EditForm: ConciergeForm },
  { key: 'History', editAliases: ['audit'], title: 'History', ReadView: HistoryReadView },
];
