import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { EmptyState } from './empty-state';

/** A route whose screen a later piece of work builds: it names the area plainly. */
export function AreaPlaceholder({ title, isPageHeading }: { title: string; isPageHeading?: boolean }) {
  return (
    <EmptyState
      icon={<ConstructionOutlined />}
      title={title}
      message="This area is not available yet."
      isPageHeading={isPageHeading}
    />
  );
}
