import type { RecordSection, SectionFormExtras } from '../../../components/record-page/record-sections';
import type { UserSummary } from '../users-api';

/** What every section of the user page gets: the user's summary (the sections read the rest). */
export type UserViewProps = { user: UserSummary };
export type UserFormProps = UserViewProps & SectionFormExtras;
export type UserSection = RecordSection<UserViewProps>;
