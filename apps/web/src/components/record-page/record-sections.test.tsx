import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import { Button } from '@mui/material';
import {
  RecordSections,
  useOpenSection,
  type RecordSection,
  type SectionFormExtras,
} from './record-sections';

type Props = { name: string };
let leaveLater: (to: 'next' | 'close') => void = () => undefined;

/** A form whose save finishes after an await: the test holds its `leave` and calls it later. */
function SlowForm({ leave }: Props & SectionFormExtras) {
  return (
    <Button
      onClick={() => {
        leaveLater = leave;
      }}
    >
      Assign
    </Button>
  );
}

const form = (title: string) => () => <p>{title} form</p>;
const SECTIONS: RecordSection<Props>[] = [
  { key: 'Details', title: 'Details', ReadView: () => <p>Details read</p>, EditForm: form('Details') },
  { key: 'Managers', title: 'Managers', ReadView: () => <p>Managers read</p>, EditForm: SlowForm },
  { key: 'Settings', title: 'Settings', ReadView: () => <p>Settings read</p>, EditForm: form('Settings') },
];

function Page({ sections = SECTIONS }: { sections?: RecordSection<Props>[] }) {
  const { openKey, open } = useOpenSection(sections, true);
  return (
    <RecordSections
      sections={sections}
      viewProps={{ name: 'x' }}
      isEditable={() => true}
      openKey={openKey}
      open={open}
      save={async () => true}
      reloads={0}
    />
  );
}

const renderAt = (search: string, sections?: RecordSection<Props>[]) => {
  window.history.replaceState(null, '', `/eng/office/1${search}`);
  return render(
    <BrowserRouter>
      <Page sections={sections} />
    </BrowserRouter>,
  );
};

// jsdom lays nothing out; opening a section scrolls to it
const scrollIntoView = Element.prototype.scrollIntoView;
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('record sections: a form that leaves after an await', () => {
  it('leaves the section the user opened meanwhile open', async () => {
    const user = userEvent.setup();
    renderAt('?edit=Managers');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    // while the save is on the wire, the user opens another section
    await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    expect(screen.getByText('Details form')).toBeTruthy();
    act(() => leaveLater('close'));
    expect(screen.getByText('Details form')).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('edit')).toBe('Details');
    act(() => leaveLater('next'));
    expect(screen.getByText('Details form')).toBeTruthy();
    expect(screen.queryByText('Settings form')).toBeNull();
  });

  it('closes or moves on when its section is still the open one', async () => {
    const user = userEvent.setup();
    renderAt('?edit=Managers');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    act(() => leaveLater('next'));
    expect(screen.getByText('Settings form')).toBeTruthy();
    expect(screen.getByText('Managers read')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Managers' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    act(() => leaveLater('close'));
    expect(screen.getByText('Managers read')).toBeTruthy();
    expect(window.location.search).toBe('');
  });
});

describe('record sections: the first render', () => {
  // whether the first card's contents were on screen when the third card's were first asked for
  const seen: boolean[] = [];
  const firstOnScreen = () => seen.push(document.body.textContent?.includes('Details read') ?? false);
  function ThirdRead() {
    firstOnScreen();
    return <p>Settings read</p>;
  }
  function ThirdForm() {
    firstOnScreen();
    return <p>Settings form</p>;
  }
  const sections: RecordSection<Props>[] = [
    SECTIONS[0],
    SECTIONS[1],
    { key: 'Settings', title: 'Settings', ReadView: ThirdRead, EditForm: ThirdForm },
  ];
  const renderCards = (search: string) => {
    seen.length = 0;
    renderAt(search, sections);
  };

  it('shows the first cards, then the contents of the others in the next render', async () => {
    renderCards('');
    expect(await screen.findByText('Settings read')).toBeTruthy();
    expect(seen[0]).toBe(true);
    // and every card its title
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Details',
      'Managers',
      'Settings',
    ]);
  });

  it('draws every card at once when a section is open (its place depends on those above it)', async () => {
    renderCards('?edit=Settings');
    expect(await screen.findByText('Settings form')).toBeTruthy();
    expect(seen[0]).toBe(false);
  });
});
