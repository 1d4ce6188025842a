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

function Page() {
  const { openKey, open } = useOpenSection(SECTIONS, true);
  return (
    <RecordSections
      sections={SECTIONS}
      viewProps={{ name: 'x' }}
      isEditable={() => true}
      openKey={openKey}
      open={open}
      save={async () => true}
      reloads={0}
    />
  );
}

const renderAt = (search: string) => {
  window.history.replaceState(null, '', `/eng/office/1${search}`);
  return render(
    <BrowserRouter>
      <Page />
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
