import { GoalsBusinessPage } from './goals-business-page';

/** /eng/business 'My Sales Goals' (Agent Pre-release): goals, production against them, schedule. */
export default function BusinessPage() {
  return (
    <GoalsBusinessPage
      title="My Sales Goals"
      subtitle="Your goals, production and schedule of listings, by year."
    />
  );
}
