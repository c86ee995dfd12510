import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Modal, type ModalSize } from '../ui/modal';
import { WizardShell } from './wizard-shell';

// The app's own stylesheets (the design tokens and the components' rules), as the browser gets them.
const stylesheet = (name: string) =>
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../styles', name), 'utf8');

let sheet: HTMLStyleElement;
beforeAll(() => {
  sheet = document.createElement('style');
  sheet.textContent = `${stylesheet('tokens.css')}\n${stylesheet('ui.css')}`;
  document.head.append(sheet);
});
afterAll(() => sheet.remove());

function openWizard() {
  render(
    <WizardShell
      open
      stage={40}
      progressPercent={40}
      title="Health insurance"
      onGoBack={() => {}}
      onClose={() => {}}
      onRestart={() => {}}
    >
      <h2 data-stage-heading>Here&apos;s a summary of your plan</h2>
    </WizardShell>,
  );
  const wizard = screen.getByRole('dialog', { name: 'Health insurance' });
  const content = wizard.querySelector<HTMLElement>('.ui-wizard__body');
  if (!content) throw new Error('The wizard has no content region');
  return { wizard, content };
}

describe("The spec's boxes (income-protection.md section 9, dashboard-and-kyc.md)", () => {
  it('When a wizard opens on a desktop, then it is 833 px wide with a 618 px content area that scrolls inside', () => {
    const { wizard, content } = openWizard();
    expect(getComputedStyle(wizard).maxWidth).toBe('833px');
    expect(getComputedStyle(content).height).toBe('618px');
    expect(getComputedStyle(content).overflowY).toBe('auto');
  });

  it.each<[ModalSize, string]>([
    ['lg', '854px'],
    ['md', '554px'],
    ['sm', '354px'],
  ])('When a %s modal opens, then it is at most %s wide', (size, width) => {
    render(<Modal open onOpenChange={() => {}} title="Search hospitals near you" size={size} />);
    const modal = screen.getByRole('dialog', { name: 'Search hospitals near you' });
    expect(getComputedStyle(modal).maxWidth).toBe(width);
  });
});
