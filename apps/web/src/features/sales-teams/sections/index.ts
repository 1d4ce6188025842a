import type { RecordSection } from '../../../components/record-page/record-sections';
import { AssistantsEditForm, AssistantsReadView } from './assistants-section';
import { DescriptionEditForm, DescriptionReadView } from './description-section';
import { LargePhotoReadView, VideoReadView } from './media-sections';
import { MembersEditForm, MembersReadView } from './members-section';
import type { TeamViewProps } from './section-props';
import { TestimonialsEditForm, TestimonialsReadView } from './testimonials-section';

/** The sections of the sales team page in the spec's order; LargePhoto and Video edit in place. */
export const SALES_TEAM_SECTIONS: RecordSection<TeamViewProps>[] = [
  { key: 'Description', title: 'Description', ReadView: DescriptionReadView, EditForm: DescriptionEditForm },
  { key: 'LargePhoto', editAliases: ['Photo'], title: 'Large Photo', ReadView: LargePhotoReadView },
  { key: 'Members', title: 'Members', ReadView: MembersReadView, EditForm: MembersEditForm },
  { key: 'Video', title: 'Video', ReadView: VideoReadView },
  { key: 'Assistants', title: 'Assistants', ReadView: AssistantsReadView, EditForm: AssistantsEditForm },
  {
    key: 'SalesTeamTestimonials',
    editAliases: ['Testimonials'],
    title: 'Testimonials',
    ReadView: TestimonialsReadView,
    EditForm: TestimonialsEditForm,
  },
];
